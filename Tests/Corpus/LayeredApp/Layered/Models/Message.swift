import Foundation

struct Message: Codable, Hashable {
    let id: UUID
    let text: String
    let sentAt: Date
}
