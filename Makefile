# Playhead's whole set-up on a fresh Debian 12 machine: `make demo` and `make test`.
# Each installs the Debian packages it needs (as root), or prints the exact apt-get line.

APT_PACKAGES := libcairo2-dev libpango1.0-dev pkg-config fonts-dejavu-core \
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-plugins-base \
  gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-plugins-ugly gstreamer1.0-libav \
  gstreamer1.0-tools python3 libgtk-4-dev \
  xvfb xdotool dbus at-spi2-core python3-pyatspi
# `make bench` also compares the engine and the window with gst-play-1.0 (ximagesink on Xvfb).
BENCH_PACKAGES := gstreamer1.0-plugins-base-apps gstreamer1.0-x
# The release build links Swift's libraries in statically: the programs start about 6 ms sooner.
# `playhead play` hands the window to `playhead-window`, so `playhead` itself never loads GTK.
RELEASE_BUILD := for product in playhead playhead-window; do swift build -c release --product $$product --static-swift-stdlib || exit 1; done
SWIFT_FORMAT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/PlayheadBenchmarks

.PHONY: demo test lint bench deps clean

demo: deps
	$(RELEASE_BUILD)
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "A display is here: playing the built-in sample in a window (close it to finish)."; \
	  .build/release/playhead play; \
	else \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): writing the gallery and a player snapshot."; \
	  .build/release/playhead gallery --out out && \
	  .build/release/playhead play --headless --seek 12.5 --snapshot out/player.png && \
	  echo "Open out/index.html to see every control, mode and transition, and out/player.png."; \
	fi

test: deps lint
	swift test

lint:
	swift format lint --strict --recursive $(SWIFT_FORMAT_PATHS)

# Both comparisons with gst-play-1.0 run; the exit status is 1 if either missed a target.
bench:
	$(MAKE) deps APT_PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"
	cd Benchmarks && swift package --disable-sandbox benchmark
	$(RELEASE_BUILD)
	@status=0; \
	python3 Benchmarks/engine_vs_gst_play.py || status=1; \
	/usr/bin/python3 Benchmarks/window_vs_gst_play.py || status=1; \
	exit $$status

deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
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

clean:
	rm -rf .build out Benchmarks/.build
