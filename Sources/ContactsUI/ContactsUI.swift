// ContactsUI's module (docs/Contacts.md): as Apple's ContactsUI does, it brings Contacts and UIKit, so
// an iOS file that imports only ContactsUI (AppChat's quick-action code) sees `CNContactStore`,
// `CNContact` and UIKit's names. Its view controllers (`CNContactPickerViewController`,
// `CNContactViewController`) are not offered yet: none of the apps tried here uses them.

@_exported public import Contacts
@_exported public import UIKit
