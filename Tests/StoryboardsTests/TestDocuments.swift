import Foundation
import Storyboards

/// Documents written for these tests in the styles Xcode saves them in (not copied from any app).
enum TestDocuments {
    /// Reads `text` as `name`, failing the test with the error's words when it throws.
    static func read(_ text: String, name: String = "Test.storyboard") throws -> StoryboardDocument {
        try StoryboardReader.read(data: Data(text.utf8), name: name)
    }

    /// The error `text` is refused with, as `file:line:column: error: message`; "no error" when read.
    static func error(
        _ text: String, name: String = "Bad.storyboard", limits: StoryboardLimits = StoryboardLimits()
    )
        -> String
    {
        do {
            _ = try StoryboardReader(limits: limits).read(data: Data(text.utf8), name: name)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// An Xcode 7 storyboard (toolsVersion 10117): top and bottom layout guides, calibrated colours,
    /// a button with a normal state, an action, and a size-class variation.
    static let xcode7 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1-aa-bbb">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
            </dependencies>
            <scenes>
                <!--Greeting-->
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="GreetingViewController" customModule="Greeter" customModuleProvider="target" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-aa-bbb"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-aa-bbb"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                                        <rect key="frame" x="270" y="285" width="60" height="30"/>
                                        <state key="normal" title="Say hello">
                                            <color key="titleColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                        </state>
                                        <variation key="heightClass=compact">
                                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                        </variation>
                                        <connections>
                                            <action selector="sayHello:" destination="vc1-aa-bbb" eventType="touchUpInside" id="act-aa-bbb"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="btn-aa-bbb" firstAttribute="top" secondItem="top-aa-bbb" secondAttribute="bottom" constant="20" id="c01-aa-bbb"/>
                                    <constraint firstItem="btn-aa-bbb" firstAttribute="centerX" secondItem="vw1-aa-bbb" secondAttribute="centerX" id="c02-aa-bbb"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="305" y="433"/>
                </scene>
            </scenes>
        </document>
        """

    /// An Xcode 10 storyboard (toolsVersion 14460): safe area guides, sRGB colours, a semantic
    /// colour with its fallback (Xcode 11's habit), a named colour, a stack view, a text style font,
    /// a switch, a slider, a segmented control, runtime attributes and an outlet collection.
    static let xcode10 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Set-tI-ngs">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
                <capability name="Named colors" minToolsVersion="9.0"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Scn-01-abc">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="Set-tI-ngs" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Roo-tV-iew">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-01-abc">
                                        <rect key="frame" x="16" y="36" width="343" height="120"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="751" text="Volume" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-01-abc" userLabel="Volume Label">
                                                <rect key="frame" x="144" y="0.0" width="55" height="20"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                <color key="textColor" systemColor="labelColor" cocoaTouchSystemColor="darkTextColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Sld-01-abc">
                                                <rect key="frame" x="70" y="28" width="204" height="30"/>
                                            </slider>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" tag="7" translatesAutoresizingMaskIntoConstraints="NO" id="Swi-01-abc">
                                                <rect key="frame" x="147" y="66" width="49" height="31"/>
                                            </switch>
                                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-01-abc">
                                                <rect key="frame" x="100" y="100" width="143" height="29"/>
                                                <segments>
                                                    <segment title="Low"/>
                                                    <segment title="High"/>
                                                </segments>
                                            </segmentedControl>
                                        </subviews>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                <integer key="value" value="8"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                                                <color key="value" name="Brand"/>
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
                                    </stackView>
                                </subviews>
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstItem="Stk-01-abc" firstAttribute="top" secondItem="Saf-eA-rea" secondAttribute="top" constant="16" id="Cn1-01-abc"/>
                                    <constraint firstItem="Stk-01-abc" firstAttribute="leading" secondItem="Saf-eA-rea" secondAttribute="leading" constant="16" id="Cn2-01-abc"/>
                                    <constraint firstItem="Saf-eA-rea" firstAttribute="trailing" secondItem="Stk-01-abc" secondAttribute="trailing" constant="16" id="Cn3-01-abc"/>
                                    <constraint firstItem="Stk-01-abc" firstAttribute="width" secondItem="Stk-01-abc" secondAttribute="height" multiplier="16:9" priority="750" identifier="aspect" id="Cn4-01-abc"/>
                                    <constraint firstItem="Stk-01-abc" firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="Cn5-01-abc"/>
                                    <constraint firstItem="Stk-01-abc" firstAttribute="width" secondItem="Roo-tV-iew" secondAttribute="width" multiplier="0.5" id="Cn6-01-abc"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="Saf-eA-rea"/>
                            </view>
                            <connections>
                                <outlet property="volumeLabel" destination="Lbl-01-abc" id="Out-01-abc"/>
                                <outletCollection property="controls" destination="Sld-01-abc" collectionClass="NSMutableArray" id="Col-01-abc"/>
                                <outletCollection property="controls" destination="Swi-01-abc" collectionClass="NSMutableArray" id="Col-02-abc"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fir-st-Rsp" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <namedColor name="Brand">
                    <color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    /// An Xcode 14 storyboard (toolsVersion 21701): a tab bar controller with relationship segues, an
    /// image view with an SF Symbol, a custom font, a presentation segue and a popover, and the
    /// `<resources>` `<systemColor>` Xcode 13 and later write.
    static let xcode14 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-Ba-rCt">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Tab-Sc-ene">
                    <objects>
                        <tabBarController id="Tab-Ba-rCt" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="Tab-Ba-rVw">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </tabBar>
                            <connections>
                                <segue destination="Hom-eV-Ctl" kind="relationship" relationship="viewControllers" id="Rel-01-xyz"/>
                                <segue destination="Abo-ut-Ctl" kind="relationship" relationship="viewControllers" id="Rel-02-xyz"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Tab-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Hom-Sc-ene">
                    <objects>
                        <viewController id="Hom-eV-Ctl" customClass="HomeViewController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hom-eV-iew">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Ima-ge-Vw1">
                                        <rect key="frame" x="146" y="376" width="100" height="100"/>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" alpha="0.5" hidden="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Mor-eB-ttn">
                                        <rect key="frame" x="160" y="500" width="73" height="35"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" title="More"/>
                                        <connections>
                                            <segue destination="Pop-Ov-Ctl" kind="popoverPresentation" identifier="ShowMore" popoverAnchorView="Mor-eB-ttn" id="Pop-01-xyz">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                            </segue>
                                        </connections>
                                    </button>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Gallery" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Tit-le-Lbl">
                                        <rect key="frame" x="20" y="80" width="120" height="30"/>
                                        <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="24"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Hom-Sa-fe1"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Ima-ge-Vw1" firstAttribute="centerX" secondItem="Hom-eV-iew" secondAttribute="centerX" id="Hc1-01-xyz"/>
                                    <constraint firstItem="Ima-ge-Vw1" firstAttribute="centerY" secondItem="Hom-eV-iew" secondAttribute="centerY" id="Hc2-01-xyz"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="Hom-Ta-bIt"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Hom-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Abo-Sc-ene">
                    <objects>
                        <viewController storyboardIdentifier="About" id="Abo-ut-Ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Abo-ut-Vw1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="About" id="Abo-Ta-bIt"/>
                            <connections>
                                <segue destination="Pop-Ov-Ctl" kind="presentation" identifier="Credits" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="Pre-01-xyz"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Abo-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="Pop-Sc-ene">
                    <objects>
                        <viewController storyboardIdentifier="More" id="Pop-Ov-Ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pop-Ov-Vw1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                <color key="backgroundColor" name="AccentColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Pop-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="house" catalog="system" width="128" height="104"/>
                <image name="star.fill" catalog="system" width="128" height="116"/>
                <namedColor name="AccentColor">
                    <color red="0.0" green="0.46000000000000002" blue="0.89000000000000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemGroupedBackgroundColor">
                    <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    /// A storyboard shaped like Apple's ApplicationShortcuts sample: a navigation controller whose
    /// root is a table view controller with a prototype cell; the cell's show segue leads to a detail
    /// controller (a static table with a text field and a picker) whose Done and Cancel items unwind.
    static let shortcuts = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Nav-Co-ntr">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
            </dependencies>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="Nav-Sc-ene">
                    <objects>
                        <navigationController id="Nav-Co-ntr" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Ba-r01">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Lst-Co-ntr" kind="relationship" relationship="rootViewController" id="Roo-tS-egu"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Nav-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Shortcuts-->
                <scene sceneID="Lst-Sc-ene">
                    <objects>
                        <tableViewController id="Lst-Co-ntr" userLabel="Shortcuts" customClass="ShortcutsTableViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Lst-Ta-ble">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="ShortcutCell" textLabel="Cel-Ti-tle" detailTextLabel="Cel-Su-btl" style="IBUITableViewCellStyleSubtitle" id="Cel-Pr-oto">
                                        <rect key="frame" x="0.0" y="114" width="600" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-Pr-oto" id="Cel-Co-nt1">
                                            <rect key="frame" x="0.0" y="0.0" width="567" height="43"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="Cel-Ti-tle">
                                                    <rect key="frame" x="15" y="5" width="32" height="20"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                    <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" id="Cel-Su-btl">
                                                    <rect key="frame" x="15" y="25" width="41" height="14"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="Det-Co-ntr" kind="show" identifier="ShowShortcutDetail" id="Sho-wS-egu"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="Lst-Co-ntr" id="Lst-Ds-out"/>
                                    <outlet property="delegate" destination="Lst-Co-ntr" id="Lst-De-out"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Shortcuts" id="Lst-Na-vIt"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Lst-Fi-rst" sceneMemberID="firstResponder"/>
                        <exit id="Lst-Ex-it1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <!--Shortcut Detail-->
                <scene sceneID="Det-Sc-ene">
                    <objects>
                        <tableViewController storyboardIdentifier="ShortcutDetail" id="Det-Co-ntr" customClass="ShortcutDetailViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="Det-Ta-ble">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <sections>
                                    <tableViewSection headerTitle="Title" id="Det-Se-ct1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Det-Ce-ll1">
                                                <rect key="frame" x="0.0" y="114" width="600" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Det-Ce-ll1" id="Det-Co-nt1">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="43"/>
                                                    <subviews>
                                                        <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Title" textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Te-xtF">
                                                            <rect key="frame" x="23" y="7" width="554" height="34"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                            <textInputTraits key="textInputTraits"/>
                                                        </textField>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="bottom" secondItem="Det-Te-xtF" secondAttribute="bottom" constant="2" id="Det-Cn-st1"/>
                                                        <constraint firstItem="Det-Te-xtF" firstAttribute="leading" secondItem="Det-Co-nt1" secondAttribute="leadingMargin" constant="15" id="Det-Cn-st2"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Icon" footerTitle="Shown in the quick action menu" id="Det-Se-ct2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="123" id="Det-Ce-ll2">
                                                <rect key="frame" x="0.0" y="209" width="600" height="123"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Det-Ce-ll2" id="Det-Co-nt2">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="122"/>
                                                    <subviews>
                                                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Det-Pi-ckr">
                                                            <rect key="frame" x="0.0" y="0.0" width="600" height="122"/>
                                                            <connections>
                                                                <outlet property="dataSource" destination="Det-Co-ntr" id="Det-Pk-ds1"/>
                                                                <outlet property="delegate" destination="Det-Co-ntr" id="Det-Pk-de1"/>
                                                            </connections>
                                                        </pickerView>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Shortcut" id="Det-Na-vIt">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Det-Ca-ncl">
                                    <connections>
                                        <segue destination="Lst-Ex-it1" kind="unwind" unwindAction="cancel:" id="Det-Un-wn1"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" systemItem="done" id="Det-Do-ne1">
                                    <connections>
                                        <segue destination="Lst-Ex-it1" kind="unwind" identifier="ShortcutDetailUpdated" unwindAction="done:" id="Det-Un-wn2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <outlet property="doneButton" destination="Det-Do-ne1" id="Det-Ou-t01"/>
                                <outlet property="pickerView" destination="Det-Pi-ckr" id="Det-Ou-t02"/>
                                <outlet property="titleTextField" destination="Det-Te-xtF" id="Det-Ou-t03"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Det-Fi-rst" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A xib for a custom table view cell (Xcode 12 style): File's Owner and First Responder, the
    /// cell with its content view, an image from the app's catalog and a custom class.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PhotoListController" customModule="Photos" customModuleProvider="target"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="PhotoCell" rowHeight="88" id="KGk-i7-Jjw" customClass="PhotoCell" customModule="Photos" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="placeholder-photo" translatesAutoresizingMaskIntoConstraints="NO" id="Pho-to-Img">
                                <rect key="frame" x="16" y="8" width="72" height="72"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondItem="Pho-to-Img" secondAttribute="height" multiplier="1:1" id="Asp-ec-t01"/>
                                    <constraint firstAttribute="width" constant="72" id="Wid-th-001"/>
                                </constraints>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Cap-ti-on1">
                                <rect key="frame" x="100" y="34" width="204" height="20"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Pho-to-Img" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="16" id="Lea-di-ng1"/>
                            <constraint firstItem="Cap-ti-on1" firstAttribute="leading" secondItem="Pho-to-Img" secondAttribute="trailing" constant="12" id="Lea-di-ng2"/>
                            <constraint firstItem="Cap-ti-on1" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" priority="999" id="Cen-te-rY1"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="captionLabel" destination="Cap-ti-on1" id="Out-Ca-p01"/>
                        <outlet property="photoView" destination="Pho-to-Img" id="Out-Ph-o01"/>
                    </connections>
                    <point key="canvasLocation" x="132" y="154"/>
                </tableViewCell>
            </objects>
            <resources>
                <image name="placeholder-photo" width="72" height="72"/>
            </resources>
        </document>
        """
}
