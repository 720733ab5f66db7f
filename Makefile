# Playhead's whole set-up on a fresh Debian 12 machine: `make demo` and `make test`.
# Each installs the Debian packages it needs (as root), or prints the exact apt-get line.

# Every package is there for an entry of scripts/dependencies.list, which `make test` checks
# (scripts/check-dependencies): a package missing here, or one nothing needs, fails it.
# `make demo` builds Playhead and plays the sample (or writes the gallery without a display);
# `make install` also registers its media types with desktop-file-utils.
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libgtk-4-dev libx11-xcb-dev libxcb-shm0-dev libuchardet-dev libass-dev fonts-dejavu-core \
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-plugins-base \
  gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly gstreamer1.0-libav \
  gstreamer1.0-x glib-networking desktop-file-utils gettext appstream
# `make test` also makes media fixtures, makes the locales the translations are tried in (locales), serves
# the fixtures (and a web page yt-dlp reads) over HTTP, drives the window on Xvfb and on a headless Weston,
# controls it over MPRIS, fills a small tmpfs in a mount namespace of its own as a full disk (util-linux's
# unshare, mount), storms it with random input (xvfb-run, which needs xauth), and installs it and opens a
# video with gio (install-check: make, man, gio, and appstreamcli validating the metainfo).
TEST_PACKAGES := gstreamer1.0-tools python3 xvfb dbus xdotool at-spi2-core python3-pyatspi ffmpeg weston \
  playerctl libglib2.0-bin xclip python3-gi gir1.2-gtk-4.0 man-db make openbox yt-dlp locales util-linux mount xauth \
  python3-jsonschema python3-pip
# ... and draws the controls' Lottie files with rlottie and checks them against the Lottie
# specification's schema, both from PyPI (pip, into .build/python): rlottie-python carries rlottie
# 0.2 (Debian's 0.1 draws no track matte in a picture of more than 10,000 pixels), lottie-specs the
# schema, which jsonschema reads.
PYPI_PACKAGES := lottie-specs==0.5.2 rlottie-python==1.3.8
# `make bench` also runs gst-play-1.0 and mpv beside Playhead, on Xvfb and on a headless Weston, and notes
# the commit the soak's figures were measured on (git).
BENCH_PACKAGES := gstreamer1.0-plugins-base-apps mpv git
# What the player loads at run time without linking it (GStreamer's plugins, TLS, the fonts): the
# package's dependencies beside the libraries it links.
RUNTIME_PACKAGES := $(filter gstreamer1.0-% glib-networking fonts-dejavu-core,$(APT_PACKAGES))
# `make deb` strips the programs, finds the libraries' packages, builds the package and lints it.
DEB_PACKAGES := dpkg-dev binutils patchelf lintian
# `make fresh-check` builds a new Debian root.
FRESH_CHECK_PACKAGES := debootstrap
# The release build links Swift's libraries in statically: the programs start about 6 ms sooner.
# `playhead play` hands the window to `playhead-window`, so `playhead` itself never loads GTK.
RELEASE_BUILD := for product in playhead playhead-window; do swift build -c release --product $$product --static-swift-stdlib || exit 1; done
# The translations compiled (msgfmt) into .build/share, where the programs find them, with the
# .desktop file and the AppStream metainfo in every language (scripts/make-locale).
LOCALE_BUILD := /usr/bin/python3 scripts/make-locale
SWIFT_FORMAT_PATHS := Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/PlayheadBenchmarks Benchmarks/RenderVersusC

.PHONY: demo test lint check-dependencies bench docs sanitize fuzz soak chaos fresh-check install uninstall install-check clean \
  screenshots deb pot

demo:
	@$(call install_packages,$(APT_PACKAGES))
	$(RELEASE_BUILD)
	$(LOCALE_BUILD)
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "A display is here: playing the built-in sample in a window (close it to finish)."; \
	  .build/release/playhead play; \
	else \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): writing the gallery and a player snapshot."; \
	  .build/release/playhead gallery --out out && \
	  .build/release/playhead play --headless --seek 12.5 --snapshot out/player.png && \
	  echo "Open out/index.html to see every control, mode and transition, and out/player.png."; \
	fi

test:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	@/usr/bin/python3 scripts/install-pypi .build/python $(PYPI_PACKAGES)
	$(MAKE) --no-print-directory check-dependencies lint
	/usr/bin/python3 scripts/readme-snippets --check
	/usr/bin/python3 scripts/check-translations
	$(LOCALE_BUILD)
	/usr/bin/python3 scripts/run-tests
	$(CHAOS_TEST)
	$(MAKE) --no-print-directory install-check
	$(MAKE) --no-print-directory docs

# Installs both programs, the .desktop file with the media types the player opens, the icon at the
# freedesktop sizes (drawn by playhead itself) and the manual page (from the argument parser) under
# PREFIX, inside DESTDIR when packaging; without DESTDIR it also registers the media types.
PREFIX := /usr/local
DESTDIR :=
MANUAL := .build/plugins/GenerateManual/outputs/playhead/playhead.1
install:
	@$(call install_packages,$(APT_PACKAGES))
	$(RELEASE_BUILD)
	$(LOCALE_BUILD)
	# The manual from a debug build: the plugin's own release build would link Swift's libraries
	# into .build/release/playhead dynamically, over the static one.
	swift package --disable-sandbox generate-manual --configuration debug
	/usr/bin/python3 scripts/install-files install "$(DESTDIR)" "$(PREFIX)" .build/release $(MANUAL)

# A binary Debian package of the release build, .build/deb/playhead_VERSION_ARCH.deb (see
# scripts/make-deb): Swift's libraries linked in, the runtime libraries' packages as dependencies.
# lintian must find no error and no warning but those the package's overrides explain.
deb:
	@$(call install_packages,$(APT_PACKAGES) $(DEB_PACKAGES))
	$(MAKE) --no-print-directory check-dependencies INSTALLED_FOR=deb
	rm -rf .build/deb
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/deb/root PREFIX=/usr
	/usr/bin/python3 scripts/make-deb .build/deb/root .build/deb $(RUNTIME_PACKAGES)
	lintian --fail-on error,warning .build/deb/playhead_*.deb

# The AppStream metainfo's screenshots (data/screenshots): the window on the built-in sample, on
# an Xvfb screen of the screenshots' size.
screenshots:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	$(RELEASE_BUILD)
	$(LOCALE_BUILD)
	xvfb-run -a -s "-screen 0 1280x720x24" dbus-run-session /usr/bin/python3 scripts/make-screenshots \
	  .build/release/playhead data/screenshots

# The translations' template, po/playhead.pot, from the sources (scripts/make-pot), merged into each
# language's po/LANGUAGE.po for its translators; `make test` fails while one is out of date or
# incomplete (scripts/check-translations).
pot:
	@$(call install_packages,$(APT_PACKAGES))
	/usr/bin/python3 scripts/make-pot
	for language in $$(cat po/LINGUAS); do \
	  msgmerge --quiet --update --no-wrap --add-location=file --backup=none po/$$language.po po/playhead.pot || exit 1; \
	done

# Removes what `make install` put under the same PREFIX and DESTDIR.
uninstall:
	/usr/bin/python3 scripts/install-files uninstall "$(DESTDIR)" "$(PREFIX)"

# make install and make uninstall into folders of their own, the files checked, and `gio open` on a
# video starting Playhead on Xvfb with a private session bus and private XDG folders.
install-check:
	/usr/bin/python3 scripts/install-check

# Every element, program and library the code needs comes from a package in the lists above.
# INSTALLED_FOR=bench (make bench) also checks what only the benchmarks need is installed.
INSTALLED_FOR := test
check-dependencies:
	/usr/bin/python3 scripts/check-dependencies APT_PACKAGES="$(APT_PACKAGES)" \
	  TEST_PACKAGES="$(TEST_PACKAGES)" BENCH_PACKAGES="$(BENCH_PACKAGES)" DEB_PACKAGES="$(DEB_PACKAGES)" \
	  PYPI_PACKAGES="$(PYPI_PACKAGES)" INSTALLED_FOR=$(INSTALLED_FOR)

lint:
	swift format lint --strict --recursive $(SWIFT_FORMAT_PATHS)

# The controls' rendering (package-benchmark), then the comparisons with gst-play-1.0 and mpv in
# one table; the exit status is 0 exactly when every target in it is met.
bench:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES))
	$(MAKE) --no-print-directory check-dependencies INSTALLED_FOR=bench
	cd Benchmarks && swift package --disable-sandbox benchmark --target PlayheadBenchmarks
	$(RELEASE_BUILD)
	SOAK_MINUTES=$(SOAK_MINUTES) /usr/bin/python3 Benchmarks/bench.py

# DocC for the four libraries, one combined archive in .build/docs; any warning fails it.
DOCC_TARGETS := PlayheadCore PlayheadCairo PlayheadGStreamer PlayheadGTK
docs:
	@$(call install_packages,$(APT_PACKAGES))
	swift package --disable-sandbox generate-documentation $(addprefix --target ,$(DOCC_TARGETS)) \
	  --enable-experimental-combined-documentation --warnings-as-errors
	rm -rf .build/docs && cp -R .build/plugins/Swift-DocC/outputs/Playhead.doccarchive .build/docs
	@echo "The documentation is in .build/docs (serve it, or open it with docc preview)."

# The engine under AddressSanitizer: every bad input of the corpus, then 100 open/close cycles
# after which GStreamer's leaks tracer must find no object more alive than before them; then 200
# player windows opened, played and closed on Xvfb, each view's widget finalized and controller freed;
# then 48 films played one after another in one window, after which the tracer must find no more.
sanitize:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	swift build --build-path .build-asan --sanitize=address --product EngineSoak
	ASAN_OPTIONS=detect_leaks=0 .build-asan/debug/EngineSoak sanitize 100
	swift build --build-path .build-asan --sanitize=address --product ViewSoak
	ASAN_OPTIONS=detect_leaks=0 dbus-run-session -- xvfb-run -a .build-asan/debug/ViewSoak 200
	ASAN_OPTIONS=detect_leaks=0 dbus-run-session -- xvfb-run -a .build-asan/debug/ViewSoak queue 48

# Every parser Playhead wrote itself under libFuzzer (-sanitize=fuzzer) for FUZZ_MINUTES each
# (scripts/fuzz: Tests/FuzzTargets, seeds in Tests/FuzzCorpus): an input that crashes one, breaks a
# promise it makes, hangs it or makes it hold memory without bound is kept in out/fuzz/TARGET. Then
# the media fixtures mutated at random for FUZZ_MINUTES, each tried by a child process, kept in
# out/fuzz/media when one crashes or hangs it. FUZZ_SEED repeats a run; FUZZ_TARGETS="pgs dvb" fuzzes
# some parsers only. Both halves run; either failing fails it.
FUZZ_MINUTES := 10
FUZZ_SEED :=
FUZZ_TARGETS :=
# Optimized, as the player runs (Swift's bounds checks stay on): a debug build takes seconds over a
# 4096 × 4096 subtitle region, which libFuzzer would call a hang, and this toolchain's optimized builds
# lose libFuzzer's coverage under AddressSanitizer. -enable-testing lets the targets reach internal
# parsers.
FUZZ_BUILD := swift build -c release --build-path .build-fuzz --sanitize=fuzzer -Xswiftc -DPLAYHEAD_FUZZER \
  -Xswiftc -enable-testing
fuzz:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	$(FUZZ_BUILD) --product PlayheadFuzz
	swift build --product EngineSoak
	parsers=0; FUZZ_TARGETS="$(FUZZ_TARGETS)" /usr/bin/python3 scripts/fuzz .build-fuzz/release/PlayheadFuzz \
	  $(FUZZ_MINUTES) out/fuzz $(FUZZ_SEED) || parsers=1; \
	.build/debug/EngineSoak fuzz $(FUZZ_MINUTES) out/fuzz/media $(FUZZ_SEED) && exit $$parsers

# Random input storms (Tests/Chaos/chaos.py) on the player built with AddressSanitizer: keys, clicks,
# drags, the wheel, resizes, full screen, drops, MPRIS calls, AT-SPI presses and value sets, queue
# edits, for CHAOS_MINUTES on Xvfb, then CHAOS_MINUTES on a headless Weston (AT-SPI and MPRIS there),
# the player's invariants checked after each burst. CHAOS_SEED makes the same input again; a run that
# breaks an invariant is kept in out/chaos/seed-N-BACKEND. `make test` runs a minute (CHAOS_TEST).
CHAOS_MINUTES := 10
CHAOS_SEED :=
CHAOS_RUN = dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" /usr/bin/python3 Tests/Chaos/chaos.py
# A minute of it over the debug build, with seeds of their own, so that each run makes the same input.
CHAOS_TEST = $(CHAOS_RUN) --program .build/debug/playhead --seed 4301 --minutes 0.75 --backend x11 && \
  $(CHAOS_RUN) --program .build/debug/playhead --seed 4302 --minutes 0.25 --backend wayland
chaos:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	for product in playhead playhead-window; do \
	  swift build --build-path .build-asan --sanitize=address --product $$product || exit 1; \
	done
	$(CHAOS_RUN) --program .build-asan/debug/playhead --minutes $(CHAOS_MINUTES) --backend x11 \
	  $(if $(CHAOS_SEED),--seed $(CHAOS_SEED))
	$(CHAOS_RUN) --program .build-asan/debug/playhead --minutes $(CHAOS_MINUTES) --backend wayland \
	  $(if $(CHAOS_SEED),--seed $(CHAOS_SEED))

# Long runs (Benchmarks/soak.py over Tests/ViewSoak, on Xvfb): one window plays the ordinary films, each
# rehearsed once, then for SOAK_MINUTES with a seek every 10 s, stream switches and loops; 1000 windows opened and closed; a
# queue of 1000; eight windows at once. Resident memory may grow at most 5 % after warm-up, and no
# descriptor, thread or GStreamer object (the leaks tracer) may be left. The figures are kept in
# out/soak for `make bench`, which shows them (or runs the soak itself when the sources changed since).
SOAK_MINUTES := 60
soak:
	@$(call install_packages,$(APT_PACKAGES) $(TEST_PACKAGES))
	/usr/bin/python3 Benchmarks/soak.py --minutes $(SOAK_MINUTES)

# The README's two commands in a new Debian 12 root (debootstrap), from a clone of HEAD.
fresh-check:
	@$(call install_packages,$(FRESH_CHECK_PACKAGES))
	scripts/fresh-check

# Installs the Debian packages of $(1) that are missing (as root), or prints the apt-get line.
define install_packages
missing=""; \
for package in $(1); do \
  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
done; \
if [ -n "$$missing" ]; then \
  if [ "$$(id -u)" = 0 ]; then \
    echo "Installing:$$missing"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
  else \
    echo "Playhead needs these Debian packages. Run:"; \
    echo "  sudo apt-get update && sudo apt-get install --no-install-recommends$$missing"; \
    exit 1; \
  fi; \
fi
endef

clean:
	rm -rf .build out Benchmarks/.build
