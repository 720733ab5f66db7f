"""One row per benchmark figure: what Playhead measured, the peer's figure in the same run, the
target, and whether it was met. Shared by the comparisons and `make bench`'s table."""

import argparse
import os


class Figure:
    """A measured figure against its target: `ratio_target` for Playhead / peer ratios (at most),
    or `limit` for absolute figures (`ours` must be at most it); with neither, a figure shown for
    comparison, which meets no target and misses none."""

    def __init__(self, name, ours, unit, peer=None, ratio_target=None, limit=None):
        self.name, self.ours, self.unit, self.peer = name, ours, unit, peer
        self.ratio_target, self.limit = ratio_target, limit

    @property
    def ratio(self):
        return self.ours / self.peer if self.peer else None

    @property
    def met(self):
        if self.ratio_target is not None:
            return self.ratio is not None and self.ratio <= self.ratio_target
        return self.limit is None or self.ours <= self.limit

    @property
    def target(self):
        if self.ratio_target is not None:
            return f"ratio <= {self.ratio_target}"
        if self.limit is None:
            return "(comparison)"
        return f"<= {self.limit:g} {self.unit}".rstrip()


class Missing(Figure):
    """A comparison that could not be measured at all: a missed target, saying why."""

    def __init__(self, name, reason):
        super().__init__(name, float("nan"), "", ratio_target=0)
        self.reason = reason

    @property
    def met(self):
        return False


def number(value, unit):
    if value != value:  # NaN: not measured
        return "-"
    digits = 0 if unit == "ms" or float(value).is_integer() else 3
    return f"{value:.{digits}f} {unit}".rstrip()


def print_table(figures, title=None):
    """Prints the figures as one table; returns True when every target is met."""
    if title:
        print(title)
    width = max([len("figure")] + [len(figure.name) for figure in figures]) + 2
    header = f"{'figure':<{width}}{'playhead':>14}{'peer':>14}{'ratio':>8}  {'target':<16}verdict"
    print(header)
    print("-" * len(header))
    for figure in figures:
        ratio = f"{figure.ratio:.2f}" if figure.ratio is not None else "-"
        peer = number(figure.peer, figure.unit) if figure.peer is not None else "-"
        verdict = "-" if figure.ratio_target is None and figure.limit is None else "met" if figure.met else "MISSED"
        print(f"{figure.name:<{width}}{number(figure.ours, figure.unit):>14}{peer:>14}{ratio:>8}  "
              f"{figure.target:<16}{verdict}")
        if isinstance(figure, Missing):
            print(f"    {figure.reason}")
    met = all(figure.met for figure in figures)
    missed = sum(not figure.met for figure in figures)
    print(f"{len(figures)} figures: {'every target met' if met else f'{missed} target(s) MISSED'}")
    return met


def run_alone(doc, figures, describe, runs):
    """A comparison run by itself (`--playhead PATH`, `--runs N`, default `runs`): measures with
    `figures(playhead, runs)`, prints the table titled `describe(runs)`, and returns the exit
    status, 0 exactly when every target is met."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--playhead", default=".build/release/playhead")
    parser.add_argument("--runs", type=int, default=runs)
    arguments = parser.parse_args()
    measured = figures(os.path.abspath(arguments.playhead), arguments.runs)
    return 0 if print_table(measured, describe(arguments.runs)) else 1
