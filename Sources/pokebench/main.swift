await runFetchBenchmark()
