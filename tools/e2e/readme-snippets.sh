# Sourced by the end-to-end scripts that build the README's app (readme-app.sh, app-size.sh):
# readme_snippet N prints the Nth ```swift block of README.md from the one that holds the
# manifest (0 = the manifest, 1 = the main.swift after it). Needs $root, the package's root.
readme_snippet() {
  awk -v want="$1" '
    /^```swift$/ { inside = 1; text = ""; next }
    /^```$/ && inside { inside = 0; if (text ~ /^\/\/ swift-tools-version/) found = 1; if (found && seen++ == want) { printf "%s", text; exit } ; next }
    inside { text = text $0 "\n" }
  ' "$root/README.md"
}
