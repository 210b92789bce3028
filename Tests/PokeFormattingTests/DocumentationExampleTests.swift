import PokeFormatting
import Testing

/// The code of PokeFormatting's documentation (Sources/PokeFormatting/PokeFormatting.docc), run:
/// tools/docc.sh checks that each Swift listing of the catalog is a verbatim excerpt of this file.
@Suite("PokeFormatting's documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page's formatters write what its comments say")
    func landingPage() throws {
        let height = try HeightFormatter(locale: "ko").format(Height(decimetres: 8))  // 0.8m
        let weight = try WeightFormatter(locale: "en").format(Weight(hectograms: 196))  // 43.2 lb
        let metric = try WeightFormatter(locale: "en", system: .metric).format(Weight(hectograms: 196))  // 19.6 kg
        let types = try TypeListFormatter(locale: "fr").format(["Plante", "Poison"])  // Plante et Poison
        let sorted = try NameCollator(locale: "ko").sorted(["피카츄", "고라파덕", "이상해씨"])  // 고라파덕, 이상해씨, 피카츄

        #expect(height == "0.8m")
        #expect(weight == "43.2 lb")
        #expect(metric == "19.6 kg")
        #expect(types == "Plante et Poison")
        #expect(sorted == ["고라파덕", "이상해씨", "피카츄"])
        #expect(try HeightFormatter(locale: "en").format(.unknown) == HeightFormatter.unknownText)
    }
}
