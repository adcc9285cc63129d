# Homebrew formula: layout-compile built from source with SwiftPM, as Swift command-line tools' formulae
# are, with its man page and completions (Docs/CI.md, "Releases"; README, "Install"). At each release
# `url` names the new tag and `sha256` is its source archive's (`curl -sL URL | shasum -a 256`);
# ReleaseTests checks that the tag is Version.number's. Until the first release is published the
# sha256 is zeros and only `brew install --HEAD` builds.
class LayoutCompile < Formula
  desc "Compile UIKit compositional layout specs into the frame of every element"
  homepage "https://github.com/<owner>/layout-compile"
  url "https://github.com/<owner>/layout-compile/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/<owner>/layout-compile.git", branch: "main"

  depends_on xcode: ["16.0", :build]

  uses_from_macos "swift" => :build

  def install
    # The commit --version names (Docs/Developing.md, "Version"): a source archive has no git.
    commit = build.head? ? Utils.git_short_head : "v#{version}"
    system "swift", "build", "--disable-sandbox", "--configuration", "release",
           "--product", "layout-compile", "-Xcc", "-DLAYOUT_COMPILE_COMMIT=\"#{commit}\""
    bin.install ".build/release/layout-compile"
    man1.install "layout-compile.1"
    generate_completions_from_executable(bin/"layout-compile", "completions")
  end

  test do
    version_line = shell_output("#{bin}/layout-compile --version")
    if version.head?
      assert_match(/^layout-compile \d+\.\d+\.\d+ \(\h+\)$/, version_line)
    else
      assert_equal "layout-compile #{version} (v#{version})\n", version_line
    end
    (testpath/"row.yaml").write <<~YAML
      sections:
        - items: 2
          group:
            size: {width: fractionalWidth(1), height: absolute(50)}
            subitems:
              - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
    YAML
    # Two cells side by side in 390 pt: 390 * 0.5 = 195 wide, the second at x 195.
    csv = shell_output("#{bin}/layout-compile row.yaml --width 390 --format csv")
    assert_match "cell,,0,1,,195,0,195,50,0,", csv
  end
end
