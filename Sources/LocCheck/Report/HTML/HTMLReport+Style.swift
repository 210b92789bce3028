extension HTMLReport {
    /// The page's CSS, inline: the file is read alone, as a CI artifact, with nothing to fetch.
    /// Colours pass WCAG AA contrast on both schemes; a bar's meaning never rests on its colour
    /// alone (its number is beside it).
    static let style: HTML = """
        :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #57606a; --rule: #d0d7de;
                --full: #1a7f37; --part: #9a6700; --low: #cf222e; --track: #eaeef2; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --rule: #30363d;
                  --full: #3fb950; --part: #d29922; --low: #f85149; --track: #21262d; }
        }
        body { margin: 0; background: var(--bg); color: var(--fg);
               font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK JP", sans-serif; }
        main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
        h1 { margin-top: 0; }
        h2 { border-bottom: 1px solid var(--rule); padding-bottom: .25rem; margin-top: 2rem; }
        nav ul { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; padding: 0; list-style: none; }
        a { color: inherit; }
        table { border-collapse: collapse; margin: .75rem 0 1.25rem; width: 100%; }
        caption { text-align: left; font-weight: 600; padding-bottom: .35rem; }
        caption .help { display: block; font-weight: normal; color: var(--muted); }
        th, td { border-bottom: 1px solid var(--rule); padding: .3rem .6rem; text-align: left; vertical-align: top; }
        thead th { border-bottom: 2px solid var(--rule); }
        td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td.pct { white-space: nowrap; font-variant-numeric: tabular-nums; min-width: 14rem; }
        td.error { color: var(--low); font-weight: 600; }
        td.warning { color: var(--part); font-weight: 600; }
        .bar { display: inline-block; width: 9rem; height: .7rem; background: var(--track); border-radius: .35rem;
               overflow: hidden; vertical-align: middle; }
        .bar > span { display: block; height: 100%; }
        .bar.full > span { background: var(--full); }
        .bar.part > span { background: var(--part); }
        .bar.low > span { background: var(--low); }
        details { margin: .25rem 0; }
        summary { cursor: pointer; padding: .2rem 0; }
        code { font: .9em ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .word code { white-space: nowrap; overflow-wrap: normal; }
        small { color: var(--muted); }
        .counts { font-size: 1.1rem; }

        """
}
