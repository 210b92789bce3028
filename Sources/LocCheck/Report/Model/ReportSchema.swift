import PokeTables

/// The JSON Schema of `loccheck --format json` (docs/loccheck-report.schema.json): the report
/// model's keys, with the finding kinds from the registry (``DiagnosticCode/findings``), so a
/// new rule's codes join the schema when it is registered. `loccheck rules --format json-schema`
/// prints it; a test holds the committed file to it.
package enum ReportSchema {
    package static var text: String {
        let kinds = DiagnosticCode.findings.map { "            \"\($0.rawValue)\"" }.joined(separator: ",\n")
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "loccheck-report.schema.json",
              "title": "loccheck report, version 1 (`loccheck --format json`)",
              "description": "Every finding loccheck reports, the findings the baseline accepts with their reasons, and the coverage per locale and table: the report model every format of loccheck renders (Sources/LocCheck/Report/Model/LocCheckReport.swift), encoded with sorted keys. Version 1: keys are only added within a version; a key removed or changed in meaning raises `version`. This schema describes exactly what this loccheck writes (no other keys); a reader of version 1 ignores keys it doesn't know.",
              "type": "object",
              "additionalProperties": false,
              "$defs": {
                "finding": {
                  "type": "object",
                  "required": [
                    "kind",
                    "severity",
                    "table",
                    "locale",
                    "key",
                    "file",
                    "line",
                    "column",
                    "message",
                    "suggestion"
                  ],
                  "properties": {
                    "kind": {
                      "enum": [
            \(kinds)
                      ]
                    },
                    "severity": {
                      "enum": [
                        "error",
                        "warning"
                      ]
                    },
                    "table": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "The table's folder name, a table kind (TABLES in `loccheck --help` lists them); null for a finding about no one table."
                    },
                    "locale": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "BCP 47 tag, such as zh-Hant."
                    },
                    "key": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "The key the finding is about, as written in the file."
                    },
                    "file": {
                      "type": "string",
                      "description": "The file: `tables` followed by the path inside it, or an absolute path (a baseline given with --baseline); `tables` alone for a finding about a whole locale (low-coverage)."
                    },
                    "line": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "minimum": 1,
                      "description": "1-based; null for a finding about a whole file."
                    },
                    "column": {
                      "type": [
                        "integer",
                        "null"
                      ],
                      "minimum": 1,
                      "description": "1-based, in characters (Unicode scalars), where the file has a column worth naming: a String Catalog's value; null otherwise."
                    },
                    "message": {
                      "type": "string",
                      "description": "A sentence: what is wrong and how to fix it."
                    },
                    "suggestion": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "The one replacement key or name, when there is exactly one."
                    }
                  },
                  "additionalProperties": false
                }
              },
              "required": [
                "schema",
                "version",
                "tool",
                "tables",
                "findings",
                "accepted",
                "skipped",
                "summary"
              ],
              "properties": {
                "schema": {
                  "const": "loccheck-report"
                },
                "version": {
                  "const": 1
                },
                "tool": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "name",
                    "version"
                  ],
                  "description": "The loccheck that wrote the report.",
                  "properties": {
                    "name": {
                      "const": "loccheck"
                    },
                    "version": {
                      "type": "string"
                    }
                  }
                },
                "tables": {
                  "type": "string",
                  "description": "The tables directory as given (prefix of every `file`)."
                },
                "findings": {
                  "type": "array",
                  "description": "Sorted by file, then line. Findings the baseline accepts are left out (counted in summary.accepted).",
                  "items": {
                    "$ref": "#/$defs/finding"
                  }
                },
                "accepted": {
                  "type": "array",
                  "description": "The findings the baseline accepts (summary.accepted counts them), each with the reason its baseline line gives and that line; sorted as findings are.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "finding",
                      "reason",
                      "baseline"
                    ],
                    "properties": {
                      "finding": {
                        "$ref": "#/$defs/finding"
                      },
                      "reason": {
                        "type": "string",
                        "description": "Why the finding is accepted, as the baseline line says."
                      },
                      "baseline": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": [
                          "file",
                          "line"
                        ],
                        "description": "The baseline line that accepts it: `tables` followed by loccheck-baseline.txt, or the --baseline FILE.",
                        "properties": {
                          "file": {
                            "type": "string"
                          },
                          "line": {
                            "type": "integer",
                            "minimum": 1
                          }
                        }
                      }
                    }
                  }
                },
                "skipped": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "The checks this run skipped, each a phrase, such as a pinned comparison whose file is absent."
                },
                "summary": {
                  "type": "object",
                  "required": [
                    "errors",
                    "warnings",
                    "accepted",
                    "coverage",
                    "locales"
                  ],
                  "properties": {
                    "errors": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Findings of severity error; any makes the exit code 1."
                    },
                    "warnings": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "accepted": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Findings the baseline accepted."
                    },
                    "coverage": {
                      "type": "array",
                      "description": "One entry per locale and table, sorted by locale, then table.",
                      "items": {
                        "type": "object",
                        "required": [
                          "locale",
                          "table",
                          "present",
                          "expected"
                        ],
                        "properties": {
                          "locale": {
                            "type": "string"
                          },
                          "table": {
                            "type": "string"
                          },
                          "present": {
                            "type": "integer",
                            "minimum": 0,
                            "description": "Expected keys with a non-empty name."
                          },
                          "expected": {
                            "type": "integer",
                            "minimum": 0
                          }
                        },
                        "additionalProperties": false
                      }
                    },
                    "locales": {
                      "type": "array",
                      "description": "Coverage summed over each locale's tables that count toward it (TABLES in `loccheck --help` marks those that don't, such as fullnames), sorted by locale; --min-coverage compares `percent` with `minimum`.",
                      "items": {
                        "type": "object",
                        "required": [
                          "locale",
                          "present",
                          "expected",
                          "percent",
                          "minimum"
                        ],
                        "properties": {
                          "locale": {
                            "type": "string"
                          },
                          "present": {
                            "type": "integer",
                            "minimum": 0
                          },
                          "expected": {
                            "type": "integer",
                            "minimum": 0
                          },
                          "percent": {
                            "type": "number",
                            "minimum": 0,
                            "maximum": 100,
                            "description": "Rounded down to two decimals."
                          },
                          "minimum": {
                            "type": [
                              "number",
                              "null"
                            ],
                            "description": "The --min-coverage in force for the locale, if any."
                          }
                        },
                        "additionalProperties": false
                      }
                    }
                  },
                  "additionalProperties": false
                }
              }
            }
            """ + "\n"
    }
}
