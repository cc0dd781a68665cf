import Foundation
import Storyboards
import Testing
import UIKit

// Corpus: a photo grid made in Interface Builder (a collection view controller scene with a flow
// layout and a prototype cell of a custom class), after the port pass; `tilesRegistry` is what
// `RegistryGenerator` writes for these classes.

class TilesController: UICollectionViewController {
    let names = ["Beach", "Forest", "City", "Desert", "Lake"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        names.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
        cell.nameLabel.text = names[indexPath.item]
        return cell
    }
}

class TileCell: UICollectionViewCell {
    var nameLabel: UILabel!
}

@MainActor let tilesRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "TilesController", superclassName: "UICollectionViewController", type: TilesController.self,
        make: { coder in TilesController(coder: coder) }, outlets: [:], actions: [:]),
    ForceTouchRegistry.Class(
        name: "TileCell", superclassName: "UICollectionViewCell", type: TileCell.self,
        make: { coder in TileCell(coder: coder) },
        outlets: ["nameLabel": { object, value in (object as! TileCell).nameLabel = value as? UILabel }],
        actions: [:]),
])

/// Xcode 12's markup for the scene.
private let tilesStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cVC-01-abc">
        <scenes>
            <scene sceneID="scn-01-abc">
                <objects>
                    <collectionViewController id="cVC-01-abc" customClass="TilesController" customModule="Tiles" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cV1-02-abc">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" minimumInteritemSpacing="6" id="fLo-03-abc">
                                <size key="itemSize" width="120" height="90"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="8" minY="4" maxX="8" maxY="4"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="cEl-04-abc" customClass="TileCell" customModule="Tiles" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cNt-05-abc">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lBl-06-abc">
                                                <rect key="frame" x="0.0" y="60" width="120" height="30"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </collectionViewCellContentView>
                                    <connections>
                                        <outlet property="nameLabel" destination="lBl-06-abc" id="oUt-07-abc"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="cVC-01-abc" id="oUt-08-abc"/>
                                <outlet property="delegate" destination="cVC-01-abc" id="oUt-09-abc"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fRs-10-abc" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

@MainActor
@Suite("UIStoryboard: a collection view controller scene, its flow layout and prototype cells")
struct UIStoryboardCollectionTests {
    func launched() throws -> (UIStoryboard, UIWindow, TilesController) {
        ForceTouchRegistry.install(tilesRegistry)
        let document = try StoryboardReader.read(data: Data(tilesStoryboard.utf8), name: "Main.storyboard")
        let storyboard = UIStoryboard(document: document)
        let controller = try #require(storyboard.instantiateInitialViewController() as? TilesController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (storyboard, window, controller)
    }

    @Test("The scene's collection view has the archived flow layout and the controller as its data source")
    func layout() throws {
        let (storyboard, window, controller) = try launched()
        defer { withExtendedLifetime(window) {} }
        #expect(storyboard.problems.isEmpty)
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller)
        #expect(collection.delegate === controller)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        // 359 inside the insets: two a row (246), the 113 left over widening the gap to 119.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 247, y: 106, width: 120, height: 90))
    }

    @Test("Each dequeued cell is a new copy of the prototype: the custom class, its outlet connected")
    func prototypeCells() throws {
        let (_, window, controller) = try launched()
        defer { withExtendedLifetime(window) {} }
        let cells = controller.collectionView.visibleCells.compactMap { $0 as? TileCell }
        #expect(cells.count == 5)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 5)
        #expect(cells.map { $0.nameLabel.text ?? "" } == controller.names)
        #expect(
            cells.allSatisfy { $0.nameLabel.superview === $0.contentView && $0.reuseIdentifier == "Tile" })
        #expect(cells[0].nameLabel.frame == CGRect(x: 0, y: 60, width: 120, height: 30))
    }
}
