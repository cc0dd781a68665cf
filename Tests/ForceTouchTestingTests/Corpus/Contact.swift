import Foundation

/// Corpus: the model behind the previewing screens.
struct Contact: Equatable {
    let name: String
    let phone: String

    static let samples: [Contact] = [
        Contact(name: "Ada Lovelace", phone: "555-0101"),
        Contact(name: "Grace Hopper", phone: "555-0102"),
        Contact(name: "Alan Turing", phone: "555-0103"),
        Contact(name: "Edsger Dijkstra", phone: "555-0104"),
        Contact(name: "Barbara Liskov", phone: "555-0105"),
    ]
}
