// A plain C Cairo program drawing the paths `RenderVersusC paths` wrote: what Playhead's
// SceneRenderer is measured against (`make bench`, controls_vs_c.py). Each frame does what a C
// program drawing a button would: a context on the reused image, the image cleared, the scale
// set, each group (pushed when it is translucent) and each fill drawn, the context destroyed.
//
// Usage: baseline PATHS  — prints `render NS`, nanoseconds per frame, the median of 21 batches.
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum kind { GROUP, END_GROUP, FILL, MOVE, LINE, CURVE, CLOSE, END_PATH };

struct command {
  enum kind kind;
  double values[6];
};

static struct command *commands;
static size_t count;

static void add(enum kind kind, const double *values, int n) {
  commands = realloc(commands, (count + 1) * sizeof *commands);
  if (!commands) exit(1);
  commands[count].kind = kind;
  memcpy(commands[count].values, values, n * sizeof *values);
  count++;
}

// Draws commands from `*at` up to the `endgroup` closing the current level.
static void draw(cairo_t *cr, size_t *at) {
  while (*at < count) {
    const struct command *command = &commands[(*at)++];
    const double *v = command->values;
    switch (command->kind) {
    case GROUP:
      if (v[0] <= 0) {  // invisible: skipped, as SceneRenderer skips it
        for (int depth = 1; depth > 0 && *at < count; (*at)++) {
          depth += commands[*at].kind == GROUP ? 1 : commands[*at].kind == END_GROUP ? -1 : 0;
        }
        break;
      }
      cairo_save(cr);
      if (v[0] < 1) {
        cairo_push_group(cr);
        draw(cr, at);
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, v[0]);
      } else {
        draw(cr, at);
      }
      cairo_restore(cr);
      break;
    case FILL:
      cairo_new_path(cr);
      while (*at < count && commands[*at].kind != END_PATH) {
        const double *p = commands[*at].values;
        switch (commands[*at].kind) {
        case MOVE: cairo_move_to(cr, p[0], p[1]); break;
        case LINE: cairo_line_to(cr, p[0], p[1]); break;
        case CURVE: cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case CLOSE: cairo_close_path(cr); break;
        default: break;
        }
        (*at)++;
      }
      (*at)++;  // the path's end
      cairo_set_source_rgba(cr, v[0], v[1], v[2], v[3]);
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
      cairo_fill(cr);
      break;
    case END_GROUP:
      return;
    default:
      break;
    }
  }
}

static void frame(cairo_surface_t *image, double scale) {
  cairo_t *cr = cairo_create(image);
  cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  cairo_scale(cr, scale, scale);
  size_t at = 0;
  draw(cr, &at);
  cairo_destroy(cr);
}

static double now(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return time.tv_sec * 1e9 + time.tv_nsec;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  FILE *file = argc == 2 ? fopen(argv[1], "r") : NULL;
  if (!file) {
    fprintf(stderr, "usage: baseline PATHS (from RenderVersusC paths)\n");
    return 2;
  }
  double width = 0, height = 0, scale = 1, v[6];
  char word[16];
  if (fscanf(file, "size %lf %lf %lf", &width, &height, &scale) != 3) return 1;
  while (fscanf(file, "%15s", word) == 1) {
    if (!strcmp(word, "group") && fscanf(file, "%lf", v) == 1) add(GROUP, v, 1);
    else if (!strcmp(word, "fill") && fscanf(file, "%lf %lf %lf %lf", v, v + 1, v + 2, v + 3) == 4) add(FILL, v, 4);
    else if (!strcmp(word, "M") && fscanf(file, "%lf %lf", v, v + 1) == 2) add(MOVE, v, 2);
    else if (!strcmp(word, "L") && fscanf(file, "%lf %lf", v, v + 1) == 2) add(LINE, v, 2);
    else if (!strcmp(word, "C") && fscanf(file, "%lf %lf %lf %lf %lf %lf", v, v + 1, v + 2, v + 3, v + 4, v + 5) == 6)
      add(CURVE, v, 6);
    else if (!strcmp(word, "Z")) add(CLOSE, v, 0);
    else if (!strcmp(word, "endpath")) add(END_PATH, v, 0);
    else if (!strcmp(word, "endgroup")) add(END_GROUP, v, 0);
    else return 1;
  }
  fclose(file);
  cairo_surface_t *image =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(width * scale + 0.999), (int)(height * scale + 0.999));
  enum { PER_BATCH = 2000, BATCHES = 21 };
  for (int i = 0; i < PER_BATCH; i++) frame(image, scale);
  double batches[BATCHES];
  for (int b = 0; b < BATCHES; b++) {
    double start = now();
    for (int i = 0; i < PER_BATCH; i++) frame(image, scale);
    batches[b] = (now() - start) / PER_BATCH;
  }
  qsort(batches, BATCHES, sizeof *batches, compare);
  printf("render %f\n", batches[BATCHES / 2]);
  cairo_surface_destroy(image);
  return 0;
}
