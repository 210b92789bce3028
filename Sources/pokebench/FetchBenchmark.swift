func runFetchBenchmark() async {}
