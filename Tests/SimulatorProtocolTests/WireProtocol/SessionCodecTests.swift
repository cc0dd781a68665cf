import Foundation
import TestSupport
import Testing

@testable import SimulatorProtocol

@Suite("Session codec fast paths")
struct SessionCodecTests {
    @Test(
        "Numbers are written as JSONEncoder writes them",
        arguments: [1.0, 0.1, 1e-7, 1e21, 1e15, 1e16, 2.35, 0, -0.0, 100.5, 20.0 / 3.0, 16.0 / 3.0])
    func numbers(value: Double) {
        #expect(SessionCodec.number(value) == SessionCodec.encodeJSON(value))
    }

    @Test("A force message's fast JSON is the encoder's, byte for byte (seed 0x5EED0007)")
    func forceJSON() {
        var random = SplitMix64(seed: 0x5EED_0007)
        for _ in 0..<500 {
            let force = ForceMessage(
                pointerId: Int(random.next() % 2000) - 1, force: Double(random.next() % 100_000) / 15_000,
                maximumPossibleForce: [20.0 / 3.0, 0, 4.17][Int(random.next() % 3)],
                phase: ForceMessage.Phase.allCases[Int(random.next() % 6)],
                progress: Double(random.next() % 1001) / 1000,
                source: ForceMessage.Source.allCases[Int(random.next() % 5)])
            #expect(force.json == SessionCodec.encode(force), "seed 0x5EED0007")
        }
    }

    struct Mutation: Codable, Sendable, Hashable {
        var id: Int
        var op: String
    }

    @Test("A patch around encoded mutations is the PatchMessage encoding")
    func patch() {
        let mutations = [Mutation(id: 3, op: "remove")]
        for probe in [nil, 17] as [Int?] {
            #expect(
                SessionCodec.patch(seq: 9, mutationsJSON: SessionCodec.encodeJSON(mutations), probe: probe)
                    == SessionCodec.encode(PatchMessage(seq: 9, mutations: mutations, probe: probe)))
        }
    }
}
