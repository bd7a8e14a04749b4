import AlertCompiler
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ProgramLoaderTests {
    @Test func directoriesAreSearchedRecursivelyInProgramOrder() throws {
        let tree = try TemporaryTree()
        try tree.write("b.alert", "alert b { action ok \"OK\" }")
        try tree.write("nested/a.alert", "alert a { action ok \"OK\" }")
        try tree.write("nested/readme.txt", "not an alert file")
        let loaded = ProgramLoader.load(inputs: [tree.root.path])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        let names = loaded.files.map { loaded.sources[$0.file].displayPath.split(separator: "/").last.map(String.init) }
        #expect(names == ["b.alert", "a.alert"])  // "b.alert" < "nested/a.alert" byte-wise
    }

    /// Spec §9: files found in a directory are shown as the directory as given joined with their relative path; a
    /// trailing slash on the directory is not doubled.
    @Test func filesFoundInADirectoryGivenWithATrailingSlashAreShownWithOneSlash() throws {
        let tree = try TemporaryTree()
        try tree.write("dir/nested/a.alert", "alert a { action ok \"OK\" }")
        let loaded = ProgramLoader.load(inputs: [tree.path("dir") + "/"])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [tree.path("dir/nested/a.alert")])
    }

    @Test func importsResolveRelativeToTheImporterAndLoadOnce() throws {
        let tree = try TemporaryTree()
        let main = try tree.write("app/main.alert", "import \"../shared/brand.alert\"\nimport \"local.alert\"\n")
        try tree.write("app/local.alert", "import \"main.alert\"\nimport \"../shared/brand.alert\"\n")
        try tree.write("shared/brand.alert", "theme Brand { tintColor: #FFF }\n")
        let loaded = ProgramLoader.load(inputs: [main, main, tree.path("shared/brand.alert")])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        #expect(loaded.files.count == 3)
        let displays = Set(loaded.files.map { loaded.sources[$0.file].displayPath })
        #expect(displays.contains(tree.path("app/local.alert")))
        #expect(displays.contains(tree.path("shared/brand.alert")))
    }

    /// Each import through `..` lengthens the shown path by its importer's directory (spec §9), so a chain of 250
    /// imports reaches paths over 1 KB, where Foundation's symlink resolution cut them: file 202 was "a directory".
    @Test func aLongChainOfImportsThroughTheParentDirectoryLoadsEveryFile() throws {
        let tree = try TemporaryTree()
        let count = 250
        for index in 0..<count {
            let next = index + 1 < count ? "import \"../d/f\(index + 1).alert\"\n" : ""
            try tree.write("d/f\(index).alert", next + "alert a\(index) { title: \"t\" action ok \"OK\" }\n")
        }
        let loaded = ProgramLoader.load(inputs: [tree.path("d/f0.alert")])
        #expect(loaded.diagnostics.diagnostics.map(\.message) == [])
        #expect(loaded.files.count == count)
        let longest = loaded.files.map { loaded.sources[$0.file].displayPath.utf8.count }.max() ?? 0
        #expect(longest > 1_024)
    }

    /// Spec §9: an imported file is shown as the importing file's directory joined with the import path; the
    /// directory is the importer's path up to its last slashes, however many there are, so they are not carried over.
    @Test(arguments: ["/", "//", "///"])
    func importedFilesAreShownUnderTheImportersDirectory(slashes: String) throws {
        let tree = try TemporaryTree()
        try tree.write("app/main.alert", "import \"../shared/brand.alert\"\n")
        try tree.write("shared/brand.alert", "theme Brand { tintColor: #FFF }\n")
        let given = tree.path("app") + slashes + "main.alert"
        let loaded = ProgramLoader.load(inputs: [given])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        let displays = loaded.files.map { loaded.sources[$0.file].displayPath }.sorted()
        #expect(displays == [given, tree.path("app") + "/../shared/brand.alert"].sorted())
    }

    /// Spec §9: an absolute import path is shown as written (there is no directory to join it to); naming the
    /// same file again through `..` adds nothing (spec §2).
    @Test func anAbsoluteImportIsShownAsWrittenAndLoadedOnce() throws {
        let tree = try TemporaryTree()
        let brand = try tree.write("shared/brand.alert", "theme Brand { tintColor: #FFF }\n")
        let main = try tree.write(
            "app/main.alert", "import \"\(brand)\"\nimport \"\(tree.path("shared/../shared/brand.alert"))\"\n")
        let loaded = ProgramLoader.load(inputs: [main])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        let displays = loaded.files.map { loaded.sources[$0.file].displayPath }.sorted()
        #expect(displays == [main, brand].sorted())
    }

    /// Spec §2 and §9: an import is relative to the importing file as named, so the file read is the one shown,
    /// also for an importer named through a symbolic link (the file next to the link, not next to its target).
    @Test func importsOfASymlinkedImporterAreReadWhereTheyAreShown() throws {
        let tree = try TemporaryTree()
        let real = try tree.write("real/main.alert", "import \"brand.alert\"\nalert a { theme: B action ok \"OK\" }\n")
        try tree.write("real/brand.alert", "theme B { cornerRadius: -1 }\n")
        try tree.write("app/brand.alert", "theme B { cornerRadius: 1 }\n")
        try FileManager.default.createSymbolicLink(atPath: tree.path("app/main.alert"), withDestinationPath: real)
        let loaded = ProgramLoader.load(inputs: [tree.path("app/main.alert")])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        let brand = try #require(loaded.files.first { loaded.sources[$0.file].displayPath.hasSuffix("brand.alert") })
        #expect(loaded.sources[brand.file].displayPath == tree.path("app/brand.alert"))
        #expect(String(decoding: loaded.sources[brand.file].bytes, as: UTF8.self).contains("cornerRadius: 1 "))
    }

    /// Each bad import is diagnosed at its line and says what is wrong with it (docs/diagnostics.md `import-invalid`).
    @Test func badImportsAreDiagnosedAtTheImport() throws {
        let tree = try TemporaryTree()
        try tree.write("notes.txt", "hello")
        try FileManager.default.createDirectory(atPath: tree.path("dir.alert"), withIntermediateDirectories: true)
        let main = try tree.write(
            "main.alert", "import \"missing.alert\"\nimport \"notes.txt\"\nimport \"dir.alert\"\n")
        let loaded = ProgramLoader.load(inputs: [main])
        let diagnostics = loaded.diagnostics.diagnostics
        #expect(diagnostics.map(\.code) == Array(repeating: .importInvalid, count: 3))
        let lines = diagnostics.compactMap { $0.range.map { loaded.sources[$0.file].lineAndColumn(of: $0.start).line } }
        #expect(lines == [1, 2, 3])
        #expect(
            diagnostics.map(\.message) == [
                "cannot import 'missing.alert': no such file or directory",
                "cannot import 'notes.txt': only '.alert' files can be imported",
                "cannot import 'dir.alert': is a directory",
            ])
    }

    /// Why an import cannot be read is the system's reason for the call that failed, as for an input: a symbolic
    /// link loop and a path through a file were "no such file".
    @Test func anImportTheSystemWillNotLookAtSaysWhy() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createSymbolicLink(atPath: tree.path("loop.alert"), withDestinationPath: "loop.alert")
        try tree.write("file.alert", "alert f { action ok \"OK\" }\n")
        let main = try tree.write("main.alert", "import \"loop.alert\"\nimport \"file.alert/inner.alert\"\n")
        let loaded = ProgramLoader.load(inputs: [main])
        #expect(
            loaded.diagnostics.diagnostics.map(\.message) == [
                "cannot import 'loop.alert': too many levels of symbolic links",
                "cannot import 'file.alert/inner.alert': not a directory",
            ])
    }

    /// Spec §2 and §9: the file imported is the one the system finds at the path shown. `missing/../brand.alert`
    /// and `file.alert/../brand.alert` name nothing (the system resolves `..` after `missing` and `file.alert`, as
    /// `cat` does), although their tidied form names `brand.alert`: each is an error at its import, also when
    /// `brand.alert` is part of the program anyway. They were read as `brand.alert` (audit 15).
    @Test(arguments: [false, true])
    func anImportThroughAMissingDirectoryOrAFileNamesNothing(brandIsAnInput: Bool) throws {
        let tree = try TemporaryTree()
        let brand = try tree.write("brand.alert", "theme Brand { tintColor: #FFF }\n")
        try tree.write("file.alert", "alert f { action ok \"OK\" }\n")
        let main = try tree.write(
            "main.alert", "import \"missing/../brand.alert\"\nimport \"file.alert/../brand.alert\"\n")
        let loaded = ProgramLoader.load(inputs: brandIsAnInput ? [main, brand] : [main])
        #expect(
            loaded.diagnostics.diagnostics.map(\.message) == [
                "cannot import 'missing/../brand.alert': no such file or directory",
                "cannot import 'file.alert/../brand.alert': not a directory",
            ])
        #expect(loaded.files.count == (brandIsAnInput ? 2 : 1))
    }

    /// Spec §9: an input that cannot be read is an error, whatever other input names the file its tidied form
    /// names: `file.alert/../brand.alert` names nothing (`file.alert` is not a directory). Named after
    /// `brand.alert` (in byte-wise order), it was taken for that file and left out in silence (audit 15).
    @Test func anInputThatNamesNothingIsReportedBesideTheFileItsTidiedFormNames() throws {
        let tree = try TemporaryTree()
        let brand = try tree.write("brand.alert", "theme Brand { tintColor: #FFF }\n")
        try tree.write("file.alert", "alert f { action ok \"OK\" }\n")
        let bad = tree.path("file.alert") + "/../brand.alert"
        for inputs in [[brand, bad], [bad, brand]] {
            let loaded = ProgramLoader.load(inputs: inputs)
            #expect(loaded.diagnostics.diagnostics.map(\.message) == ["cannot read '\(bad)': not a directory"])
            #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [brand])
        }
    }

    /// A path named twice as written that names nothing is reported once, as a file named twice is read once:
    /// `file.alert/../brand.alert` (read, and unreadable) and a missing path each gave one error a mention (review
    /// 15b).
    @Test func anInputThatNamesNothingNamedTwiceIsReportedOnce() throws {
        let tree = try TemporaryTree()
        let brand = try tree.write("brand.alert", "theme Brand { tintColor: #FFF }\n")
        try tree.write("file.alert", "alert f { action ok \"OK\" }\n")
        let bad = tree.path("file.alert") + "/../brand.alert"
        let missing = tree.path("missing.alert")
        let loaded = ProgramLoader.load(inputs: [bad, missing, brand, bad, missing])
        #expect(
            loaded.diagnostics.diagnostics.map(\.message).sorted() == [
                "cannot read '\(bad)': not a directory", "no such file or directory: '\(missing)'",
            ])
        #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [brand])
    }

    /// Spec §2: `..` after a symbolic link to a directory is the parent of the link's target, as the system has it.
    /// `link/../brand.alert` was read as the `brand.alert` beside the link, a file the path does not name (audit 15).
    @Test func anImportThroughASymbolicLinkAndTheParentDirectoryReadsTheFileTheSystemFinds() throws {
        let tree = try TemporaryTree()
        try tree.write("real/inner/placeholder.alert", "")
        try tree.write("brand.alert", "theme Beside { tintColor: #FFF }\n")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("link"), withDestinationPath: tree.path("real/inner"))
        let main = try tree.write("main.alert", "import \"link/../brand.alert\"\n")
        let missing = ProgramLoader.load(inputs: [main])
        #expect(
            missing.diagnostics.diagnostics.map(\.message) == [
                "cannot import 'link/../brand.alert': no such file or directory"
            ])
        #expect(missing.files.count == 1)
        try tree.write("real/brand.alert", "theme Target { tintColor: #FFF }\n")
        let found = ProgramLoader.load(inputs: [main])
        #expect(found.diagnostics.diagnostics.isEmpty)
        let brand = try #require(found.files.first { found.sources[$0.file].displayPath.hasSuffix("brand.alert") })
        #expect(String(decoding: found.sources[brand.file].bytes, as: UTF8.self).contains("Target"))
    }

    /// Spec §1: an import path left open is an error at its opening quote, and that is the mistake's one error:
    /// the text taken to the end of the line names no file, so it is not also "cannot import".
    @Test func anUnterminatedImportPathIsOneError() throws {
        let tree = try TemporaryTree()
        try tree.write("brand.alert", "theme Brand { tintColor: #FFF }\n")
        let main = try tree.write("main.alert", "import \"brand.alert // the quote is missing\nimport \"other.alert\n")
        let loaded = ProgramLoader.load(inputs: [main])
        let diagnostics = loaded.diagnostics.diagnostics
        #expect(diagnostics.map(\.code) == [.unterminatedString, .unterminatedString])
        #expect(loaded.files.count == 1)
    }

    /// An import path written without its quotes is the one error at it, and the file it names is still imported,
    /// so the names it declares are known: no "unknown theme" for the one mistake, nor an error at each `/`.
    @Test func anUnquotedImportPathIsOneErrorAndImportsTheFile() throws {
        let tree = try TemporaryTree()
        try tree.write("shared/brand.alert", "theme Brand { tintColor: #FFF }\n")
        try tree.write("shared/alert.alert", "theme Night { tintColor: #000 }\n")
        let main = try tree.write(
            "app/main.alert",
            """
            import ../shared/brand.alert
            import ../shared/alert.alert // its name is a keyword
            alert a { theme: Brand; action ok "OK" }
            alert b { theme: Night; action ok "OK" }

            """)
        let result = ToolRunner.run(["check", "--color", "never", main])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "\(main):1:8: error: expected a path string after 'import', found '../shared/brand.alert' [expected-token]",
                "\(main):2:8: error: expected a path string after 'import', found '../shared/alert.alert' [expected-token]",
            ])
        #expect(result.stderr.contains("\n       \"../shared/brand.alert\"\n"))  // the fix-it
    }

    /// Spec §2: `\(` in a string that is not Text is an error there, an import path included; the import is
    /// skipped.
    @Test func anInterpolatedImportPathIsAnErrorAtEachInterpolation() throws {
        let tree = try TemporaryTree()
        let main = try tree.write("main.alert", "import \"x\\(a)/\\(b).alert\"\n")
        let loaded = ProgramLoader.load(inputs: [main])
        let diagnostics = loaded.diagnostics.diagnostics
        #expect(diagnostics.map(\.code) == [.interpolationNotAllowed, .interpolationNotAllowed])
        #expect(diagnostics.first?.message == "string interpolation is not allowed in an import path")
        let columns = diagnostics.compactMap {
            $0.range.map { loaded.sources[$0.file].lineAndColumn(of: $0.start).column }
        }
        #expect(columns == [10, 15])
        #expect(loaded.files.count == 1)
    }

    /// Spec §1: invalid UTF-8 is a diagnostic at the offending byte, in an imported file as in any other.
    @Test func anImportedFileWithInvalidUTF8IsDiagnosedAtTheByte() throws {
        let tree = try TemporaryTree()
        try Data(Array("alert a { title: \"caf".utf8) + [0xE9] + Array("\" action ok \"OK\" }\n".utf8))
            .write(to: URL(fileURLWithPath: tree.path("latin1.alert")))
        let main = try tree.write("main.alert", "import \"latin1.alert\"\n")
        let result = ToolRunner.run(["check", main])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                tree.path("latin1.alert") + ":1:22: error: invalid UTF-8 byte 0xE9 [invalid-utf8]\n"))
        #expect(!result.stderr.contains("import-invalid"))
    }

    /// Spec §2 and §8: files are told apart and ordered by the bytes of their canonical paths. The NFC and NFD
    /// spellings of "é" name two files, though Swift compares the two strings equal.
    @Test func pathsThatDifferOnlyInUnicodeNormalisationAreTwoFiles() throws {
        let tree = try TemporaryTree()
        try tree.write("\u{E9}.alert", "alert composed { action ok \"OK\" }")
        try tree.write("e\u{301}.alert", "alert decomposed { action ok \"OK\" }")
        let loaded = ProgramLoader.load(inputs: [tree.root.path])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        let names = loaded.files.map {
            Array(loaded.sources[$0.file].displayPath.utf8.split(separator: 0x2F).last ?? [])
        }
        // "e" (0x65) + U+0301 sorts before U+00E9 (0xC3 0xA9) byte-wise.
        #expect(names == [Array("e\u{301}.alert".utf8), Array("\u{E9}.alert".utf8)])
    }

    /// Spec §2: program order is byte-wise order of canonical path, so an upper-case name ("Z", 0x5A) comes before a
    /// lower-case one ("a", 0x61), whatever the order on the command line; a duplicate declaration is reported at
    /// the later one in program order, note at the first (spec §6).
    @Test func programOrderIsByteWiseSoUpperCaseComesFirst() throws {
        let tree = try TemporaryTree()
        let lower = try tree.write("apple.alert", "alert welcome { action ok \"OK\" }")
        let upper = try tree.write("Zebra.alert", "alert welcome { action ok \"OK\" }")
        for inputs in [[lower, upper], [upper, lower], [tree.root.path]] {
            let loaded = ProgramLoader.load(inputs: inputs)
            let names = loaded.files.map { loaded.sources[$0.file].displayPath.split(separator: "/").last ?? "" }
            #expect(names == ["Zebra.alert", "apple.alert"])
            let result = ToolRunner.run(["check"] + inputs)
            #expect(result.stderr.contains("apple.alert:1:7: error: invalid redeclaration of alert 'welcome'"))
            #expect(result.stderr.contains("Zebra.alert:1:7: note: 'welcome' previously declared here"))
        }
    }

    @Test func symlinkedInputsAreOneFile() throws {
        let tree = try TemporaryTree()
        let real = try tree.write("real.alert", "alert a { action ok \"OK\" }")
        try FileManager.default.createSymbolicLink(atPath: tree.path("link.alert"), withDestinationPath: real)
        let loaded = ProgramLoader.load(inputs: [tree.path("link.alert"), real])
        #expect(loaded.files.count == 1)
    }

    /// Spec §9: a directory given on the command line is searched, also when it is given through a symbolic
    /// link (as `grep -r` does); links met inside it are not followed, so a link back up cannot loop.
    @Test func aSymlinkedDirectoryInputIsSearched() throws {
        let tree = try TemporaryTree()
        try tree.write("real/inner/a.alert", "alert a { action ok \"OK\" }")
        try tree.write("elsewhere/b.alert", "alert b { action ok \"OK\" }")
        try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("real"))
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("real/inner/up"), withDestinationPath: tree.path("elsewhere"))
        let loaded = ProgramLoader.load(inputs: [tree.path("link")])
        #expect(loaded.diagnostics.diagnostics.isEmpty)
        #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [tree.path("link") + "/inner/a.alert"])
    }

    /// A directory search skips hidden files and directories, as SwiftPM does (a package's `.build` holds copies of
    /// its resources); a hidden directory named on the command line, or a hidden file imported, is still read.
    @Test func directorySearchSkipsHiddenEntries() throws {
        let tree = try TemporaryTree()
        try tree.write("pkg/Alerts/a.alert", "alert a { action ok \"OK\" }")
        try tree.write("pkg/.build/debug/Alerts/a.alert", "alert a { action ok \"OK\" }")
        try tree.write("pkg/Alerts/.draft.alert", "alert draft { action ok \"OK\" }")
        try tree.write("pkg/.hidden/b.alert", "alert b { action ok \"OK\" }")
        let searched = ProgramLoader.load(inputs: [tree.path("pkg")])
        #expect(searched.diagnostics.diagnostics.isEmpty)
        #expect(searched.files.map { searched.sources[$0.file].displayPath } == [tree.path("pkg") + "/Alerts/a.alert"])
        let named = ProgramLoader.load(inputs: [tree.path("pkg/.hidden")])
        #expect(named.files.map { named.sources[$0.file].displayPath } == [tree.path("pkg/.hidden") + "/b.alert"])
    }

    /// Spec §1: no input makes alertc hang. A FIFO named `*.alert` (no writer: its read would block for ever) is
    /// skipped by a directory search, as `grep -r` skips it, and is an error at an import that names it. The limit
    /// only bounds a regression: it is generous because the clock runs while other suites hold every thread.
    @Test(.timeLimit(.minutes(20))) func fifosAreNeverRead() throws {
        let tree = try TemporaryTree()
        try tree.write("dir/a.alert", "alert a { action ok \"OK\" }")
        #expect(mkfifo(tree.path("dir/pipe.alert"), 0o644) == 0)
        let main = try tree.write("main.alert", "import \"dir/pipe.alert\"\n")
        let searched = ProgramLoader.load(inputs: [tree.path("dir")])
        #expect(searched.diagnostics.diagnostics.isEmpty)
        #expect(searched.files.map { searched.sources[$0.file].displayPath } == [tree.path("dir") + "/a.alert"])
        let imported = ProgramLoader.load(inputs: [main])
        #expect(imported.diagnostics.diagnostics.map(\.code) == [.importInvalid])
        #expect(imported.diagnostics.diagnostics.first?.message == "cannot import 'dir/pipe.alert': not a regular file")
    }

    /// Spec §1: no input makes alertc hang. A device named on the command line is not read: `/dev/zero` never
    /// ends (and directly or through a link, `alertc check` read it until memory ran out).
    @Test func aDeviceNamedOnTheCommandLineIsNotRead() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createSymbolicLink(atPath: tree.path("zero.alert"), withDestinationPath: "/dev/zero")
        for path in ["/dev/zero", tree.path("zero.alert")] {
            let result = ToolRunner.run(["check", path])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix("error: cannot read '\(path)': not a regular file [input-unreadable]"),
                "\(result.stderr)")
        }
    }

    /// A pipe named on the command line (`alertc check <(generate)`) is read as it comes: it has no size and cannot
    /// seek, which once made it "unreadable".
    @Test func aPipeNamedOnTheCommandLineIsRead() throws {
        let tree = try TemporaryTree()
        let pipe = tree.path("generated.alert")
        #expect(mkfifo(pipe, 0o644) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: pipe)
            handle?.write(Data("alert a { title: \"x\"; title: \"y\"; action ok \"OK\" }\n".utf8))
            try? handle?.close()
        }
        writer.start()
        let result = ToolRunner.run(["check", pipe])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(pipe + ":1:23: error: property 'title' is given twice"), "\(result.stderr)")
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        let tree = try TemporaryTree()
        let a = try tree.write("a.alert", "alert a { title \"x\" }")
        let b = try tree.write("b.alert", "alert b { action ok \"OK\" .bad }")
        let c = try tree.write("sub/c.alert", "alert c { priority: 1x }")
        let orders = [[a, b, c], [c, b, a], [b, c, a], [tree.root.path], [c, tree.root.path, a]]
        let outputs = orders.map { ToolRunner.run(["check", "--diagnostics-format", "json"] + $0).stdout }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains("\"errorCount\": 3"))
    }

    @Test func anEmptyDirectoryIsAWarning() throws {
        let tree = try TemporaryTree()
        try tree.write("notes/readme.txt", "no alerts here")
        let loaded = ProgramLoader.load(inputs: [tree.path("notes")])
        #expect(loaded.diagnostics.diagnostics.map(\.code) == [.emptyInputDirectory])
        #expect(loaded.diagnostics.warningCount == 1)
        let result = ToolRunner.run(["check", tree.path("notes")])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: no .alert files in directory"))
        #expect(ToolRunner.run(["check", "--werror", tree.path("notes")]).status == 1)
    }

    /// When two inputs name one file, the smallest display path is the one shown, whatever the order of the
    /// inputs (spec §2: the result never depends on it).
    @Test func theSmallestOfTwoPathsToOneFileIsShownWhateverTheirOrder() throws {
        let tree = try TemporaryTree()
        let real = try tree.write("real.alert", "alert a { action ok \"OK\" }")
        let link = tree.path("link.alert")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        for inputs in [[link, real], [real, link]] {
            let loaded = ProgramLoader.load(inputs: inputs)
            #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [link], "\(inputs)")
        }
    }

    /// Diagnostics are shown in program order of their files (byte-wise order of canonical path), then by position:
    /// an imported file that sorts first comes first, although it was loaded after its importer and its error
    /// lies further into its file.
    @Test func diagnosticsFollowProgramOrderNotLoadOrderOrPosition() throws {
        let tree = try TemporaryTree()
        let main = try tree.write("main.alert", "import \"lib/a.alert\"\ntheme A { tintColor #FFF }\n")
        let library = try tree.write("lib/a.alert", String(repeating: "\n", count: 40) + "theme B { tintColor #FFF }\n")
        let result = ToolRunner.run(["check", "--color", "never", main])
        #expect(result.status == 1)
        let locations = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.prefix { $0 != " " })
        }
        #expect(locations == ["\(library):41:20:", "\(main):2:20:"])
    }
}
