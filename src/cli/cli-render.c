/* cli-render.c — render-tiles and render-board: the art as PNG files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "castellan-art.h"
#include "cli-commands.h"
#include "cs-classic-text.h"
#include "cs-policy.h"

static gboolean
parse_theme (const char *command, const char *name, CsTheme *theme)
{
  if (name == NULL || g_str_equal (name, "castle"))
    *theme = CS_THEME_CASTLE;
  else if (g_str_equal (name, "zamek"))
    *theme = CS_THEME_ZAMEK;
  else
    {
      fprintf (stderr, "castellan-cli %s: ", command);
      fprintf (stderr, _("unknown theme “%s” (use castle or zamek)"), name);
      fputc ('\n', stderr);
      return FALSE;
    }
  return TRUE;
}

static int
write_png (const char *command, const char *svg, int width, int height, const char *out)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, width, height, &error);
  cairo_status_t status;

  if (!surface)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", command, cli_error (error));
      return 1;
    }
  status = cairo_surface_write_to_png (surface, out);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, "castellan-cli %s: ", command);
      fprintf (stderr, _("cannot write “%s”: %s"), out, cairo_status_to_string (status));
      fputc ('\n', stderr);
      return 1;
    }
  return 0;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* every tile parsed and rendered from scratch at @size px: what a cold
 * texture cache costs; the median of @runs runs, in milliseconds */
static double
time_tiles (const CsTileset *set, CsTheme theme, int size, guint runs)
{
  g_autofree double *ms = g_new (double, runs);

  for (guint r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();
      for (guint i = 0; i < set->n_tiles; i++)
        {
          g_autofree char *svg = art_tile_svg (&set->tiles[i], r % 4, theme);
          cairo_surface_t *surface = art_render_svg (svg, size, size, NULL);
          g_assert (surface != NULL);
          cairo_surface_destroy (surface);
        }
      ms[r] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (ms, runs, sizeof (double), compare_double);
  return ms[runs / 2];
}

static char *rt_theme = NULL;
static char *rt_out = NULL;
static char *rt_tileset = NULL;
static int rt_size = 96;
static int rt_columns = 10;
static int rt_rot = 0;
static gboolean rt_timing = FALSE;
static gboolean rt_tokens = FALSE;
static gboolean rt_dark = FALSE;

int
cli_render_tiles (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "theme", 0, 0, G_OPTION_ARG_STRING, &rt_theme, N_("Theme: castle or zamek"), N_("THEME") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &rt_out, N_("PNG file to write"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &rt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { "size", 0, 0, G_OPTION_ARG_INT, &rt_size, N_("Tile size in pixels (default 96)"), N_("PX") },
    { "columns", 0, 0, G_OPTION_ARG_INT, &rt_columns, N_("Tiles per row (default 10)"), N_("N") },
    { "rotation", 0, 0, G_OPTION_ARG_INT, &rt_rot, N_("Quarter turns clockwise (0–3)"), N_("N") },
    { "tokens", 0, 0, G_OPTION_ARG_NONE, &rt_tokens, N_("Add followers, keeps and wall tiles"), NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &rt_dark, N_("Dark background"), NULL },
    { "timing", 0, 0, G_OPTION_ARG_NONE, &rt_timing, N_("Print how long rendering every tile at 96 px takes"), NULL },
    { NULL }
  };
  g_autoptr(CsTileset) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) svg = g_string_new (NULL);
  CsTheme theme;
  int cols, rows, pad, label, cell_w, cell_h, width, height, token_rows;

  if (!cli_parse ("render-tiles", entries, "", &argc, &argv))
    return 2;
  if (!parse_theme ("render-tiles", rt_theme, &theme))
    return 2;
  if (!rt_out && !rt_timing)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", _("--out FILE is required"));
      return 2;
    }
  if (rt_size < 8 || rt_size > 1024 || rt_columns < 1)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", _("--size must be 8–1024 and --columns at least 1"));
      return 2;
    }
  set = cli_load_tileset (rt_tileset ? rt_tileset : "castellan", NULL, &error);
  if (!set)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", cli_error (error));
      return 1;
    }

  if (rt_timing)
    {
      double ms;
      time_tiles (set, theme, 96, 1);   /* warm up fonts and librsvg */
      ms = time_tiles (set, theme, 96, 11);
      /* TRANSLATORS: the time to render all tiles of the set at 96 pixels */
      printf (_("render %u tiles at 96 px: median %.1f ms (11 runs)\n"), set->n_tiles, ms);
      if (!rt_out)
        return 0;
    }

  cols = MIN (rt_columns, (int) set->n_tiles);
  rows = (set->n_tiles + cols - 1) / cols;
  pad = MAX (4, rt_size / 12);
  label = MAX (10, rt_size / 6);
  cell_w = rt_size + pad;
  cell_h = rt_size + pad + label;
  token_rows = rt_tokens ? 2 : 0;
  width = cols * cell_w + pad;
  height = rows * cell_h + pad + token_rows * cell_h;

  art_svg_begin (svg, theme, width, height);
  art_svg_printf (svg, "<rect width=\"%d\" height=\"%d\" fill=\"#%x\"/>\n", width, height,
                  rt_dark ? 0x242424 : 0xfafafa);
  for (guint i = 0; i < set->n_tiles; i++)
    {
      double x = pad + (i % cols) * cell_w, y = pad + (i / cols) * cell_h;

      art_tile_svg_append (svg, &set->tiles[i], rt_rot & 3, theme, x, y, rt_size);
      art_svg_printf (svg, "<text x=\"%f\" y=\"%f\" font-family=\"Cantarell, sans-serif\" font-size=\"%d\" "
                      "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#%x\">%u</text>\n",
                      x + rt_size / 2.0, y + rt_size + label * 0.95, label * 8 / 10,
                      rt_dark ? 0xeeeeee : 0x333333, (guint) set->tiles[i].number);
    }
  if (rt_tokens)
    {
      double y = pad + rows * cell_h, s = rt_size;
      guint slot = 0;

      for (guint kind = 0; kind <= CS_NUM_WALL_KINDS; kind++)
        {
          g_autofree char *one = art_wall_tile_svg (kind, theme);

          /* nest each token's document as an <svg> element in its slot */
          art_svg_printf (svg, "<svg x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\"", pad + (slot % cols) * (double) cell_w,
                          y + (slot / cols) * (double) cell_h, s, s);
          g_string_append (svg, strstr (one, " viewBox"));
          slot++;
        }
      for (guint player = 0; player < CS_NUM_PLAYERS; player++)
        for (guint k = 0; k < 3; k++)
          {
            g_autofree char *one = k == 2 ? art_keep_svg (player, theme)
                                          : art_follower_svg (player, k == 0 ? ART_FIGURE_STANDING : ART_FIGURE_LYING, theme);
            art_svg_printf (svg, "<svg x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\"", pad + (slot % cols) * (double) cell_w,
                            y + (slot / cols) * (double) cell_h, s, s);
            g_string_append (svg, strstr (one, " viewBox"));
            slot++;
          }
      {
        g_autofree char *one = art_motif_svg (theme);
        art_svg_printf (svg, "<svg x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\"", pad + (slot % cols) * (double) cell_w,
                        y + (slot / cols) * (double) cell_h, s, s);
        g_string_append (svg, strstr (one, " viewBox"));
      }
    }
  art_svg_end (svg);
  return write_png ("render-tiles", svg->str, width, height, rt_out);
}

static char *rb_theme = NULL;
static char *rb_out = NULL;
static char *rb_board = NULL;
static char *rb_tileset = NULL;
static int rb_cell = 64;
static int rb_play = 0;
static int rb_seed = 1;

int
cli_render_board (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "theme", 0, 0, G_OPTION_ARG_STRING, &rb_theme, N_("Theme: castle or zamek"), N_("THEME") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &rb_out, N_("PNG file to write"), N_("FILE") },
    { "board", 0, 0, G_OPTION_ARG_FILENAME, &rb_board, N_("Board file (default: the shipped castle)"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &rb_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { "cell", 0, 0, G_OPTION_ARG_INT, &rb_cell, N_("Cell size in pixels (default 64)"), N_("PX") },
    { "play", 0, 0, G_OPTION_ARG_INT, &rb_play, N_("Let the computer lay this many tiles first"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT, &rb_seed, N_("Seed of that game"), N_("N") },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) svg = g_string_new (NULL);
  g_autofree CsGame *game = NULL;
  g_autofree CsEvents *events = g_new0 (CsEvents, 1);
  double m = ART_BOARD_MARGIN, width, height;
  CsTheme theme;

  if (!cli_parse ("render-board", entries, "", &argc, &argv))
    return 2;
  if (!parse_theme ("render-board", rb_theme, &theme))
    return 2;
  if (!rb_out)
    {
      fprintf (stderr, "castellan-cli render-board: %s\n", _("--out FILE is required"));
      return 2;
    }
  if (rb_cell < 8 || rb_cell > 512)
    {
      fprintf (stderr, "castellan-cli render-board: %s\n", _("--cell must be 8–512"));
      return 2;
    }
  board = cli_load_board (rb_board ? rb_board : "castle", NULL, &error);
  if (board)
    set = cli_load_tileset (rb_tileset ? rb_tileset : "castellan", NULL, &error);
  if (!board || !set)
    {
      fprintf (stderr, "castellan-cli render-board: %s\n", cli_error (error));
      return 1;
    }

  width = (board->width + 2 * m) * rb_cell;
  height = (board->height + 2 * m) * rb_cell;
  art_svg_begin (svg, theme, width, height);
  art_board_svg_append (svg, board, theme, rb_cell);

  if (rb_play > 0)
    {
      CsRng rng = { (guint64) rb_seed };

      game = g_new0 (CsGame, 1);
      cs_game_init (game, board, set, 0, (guint32) rb_seed, 0, events);
      for (int turn = 0; turn < rb_play && !cs_game_over (game); turn++)
        {
          CsMove move;
          cs_policy_greedy (game, &rng, &move);
          if (!cs_game_play (game, &move, events, &error))
            {
              fprintf (stderr, "castellan-cli render-board: %s\n", cli_error (error));
              return 1;
            }
        }
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (game->cell_tile[c] != CS_CELL_EMPTY)
          art_tile_svg_append (svg, &set->tiles[game->cell_tile[c]], game->cell_rot[c], theme,
                               (board->cell_x[c] + m) * rb_cell, (board->cell_y[c] + m) * rb_cell, rb_cell);
      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        {
          double x, y;

          for (guint f = 0; f < CS_NUM_FOLLOWERS; f++)
            {
              guint cell, piece;

              if (game->player[p].follower[f] == CS_NONE ||
                  !cs_game_node_location (game, game->player[p].follower[f], &cell, &piece) ||
                  cell >= CS_NUM_CELLS)
                continue;
              art_tile_anchor (&set->tiles[game->cell_tile[cell]], game->cell_rot[cell], piece, &x, &y);
              art_follower_svg_append (svg, p, set->tiles[game->cell_tile[cell]].pieces[piece].type == CS_COURT
                                       ? ART_FIGURE_LYING : ART_FIGURE_STANDING,
                                      (board->cell_x[cell] + m + x) * rb_cell, (board->cell_y[cell] + m + y) * rb_cell,
                                      rb_cell * 0.2);
            }
          art_board_track_point (board, ((guint) game->player[p].score) % CS_TRACK_LEN, rb_cell, &x, &y);
          art_follower_svg_append (svg, p, ART_FIGURE_STANDING, x + (p ? 0.08 : -0.08) * rb_cell, y, rb_cell * 0.2);
        }
    }
  art_svg_end (svg);
  return write_png ("render-board", svg->str, (int) (width + 0.5), (int) (height + 0.5), rb_out);
}

static char *ct_out = NULL;
static char *ct_tileset = NULL;
static char *ct_expansions = NULL;
static int ct_size = 96;
static int ct_columns = 8;
static int ct_rot = 0;
static gboolean ct_dark = FALSE;
static gboolean ct_spots = FALSE;

/* the city other than @piece that the inner part of a badge at (@x, @y),
 * radius @r, reaches into, or -1 (a road's badge always covers the ground
 * beside its road, so only a city, behind its wall, counts) */
static int
badge_reaches (const CsClassicDesign *d, guint rot, guint piece, double x, double y, double r)
{
  for (guint k = 0; k < 16; k++)
    {
      double a = k * G_PI / 8;
      int at = art_classic_piece_at (d, rot, x + 0.7 * r * cos (a), y + 0.7 * r * sin (a));

      if (at >= 0 && at != (int) piece && d->pieces[at].type == CS_CLASSIC_CITY)
        return at;
    }
  return -1;
}

/* --spots: every piece of @d turned @rot gets the numbered badge the board
 * shows in the follower step (art_classic_badge_layout_sized, laid out for
 * a radius of 0.12 of a tile, each drawn 11/12 of the radius the layout
 * gives it, smaller on a narrow piece, as on the board), in its kind's
 * colour. A badge whose middle
 * stands on another piece is ringed in red, one that reaches well into a
 * city not its own in orange, and both are said on stderr. Returns how many
 * stand off their piece (the red ones). */
static guint
spot_badges (GString *svg, const CsClassicDesign *d, guint rot, double x0, double y0, double size)
{
  guint8 pieces[CS_CLASSIC_MAX_PIECES];
  double bx[CS_CLASSIC_MAX_PIECES], by[CS_CLASSIC_MAX_PIECES], br[CS_CLASSIC_MAX_PIECES];
  const double r = 0.12, drawn = 0.11 / 0.12;
  guint off = 0;

  for (guint p = 0; p < d->n_pieces; p++)
    pieces[p] = (guint8) p;
  art_classic_badge_layout_sized (d, rot, pieces, d->n_pieces, r, bx, by, br);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      gboolean own = art_classic_piece_at (d, rot, bx[p], by[p]) == (int) p;
      int over = own ? badge_reaches (d, rot, p, bx[p], by[p], br[p]) : -1;
      guint32 ring = !own ? 0xe01b24 : over >= 0 ? 0xff7800 : 0xffffff;

      art_svg_printf (svg, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\"/>\n",
                      x0 + bx[p] * size, y0 + by[p] * size, drawn * br[p] * size,
                      art_classic_kind_colour (d->pieces[p].type), ring, ring == 0xffffff ? size / 60.0 : size / 25.0);
      art_svg_printf (svg, "<text x=\"%f\" y=\"%f\" font-family=\"Cantarell, sans-serif\" font-size=\"%f\" "
                      "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#ffffff\">%u</text>\n",
                      x0 + bx[p] * size, y0 + by[p] * size + br[p] * size * 0.35, br[p] * size, p + 1);
      if (!own)
        {
          /* Translators: render-tiles --spots: tile letter, its turn, the
           * spot's number and its kind ("field") */
          fprintf (stderr, _("tile %c turned %u: the badge of spot %u (%s) stands off its piece\n"), d->letter, rot,
                   p + 1, cs_classic_text_feature (d->pieces[p].type));
          off++;
        }
      else if (over >= 0)
        /* Translators: render-tiles --spots: tile letter, its turn, the
         * spot's number and its kind ("field") */
        fprintf (stderr, _("tile %c turned %u: the badge of spot %u (%s) reaches over the wall of a city\n"), d->letter,
                 rot, p + 1, cs_classic_text_feature (d->pieces[p].type));
    }
  return off;
}

/* classic Carcassonne's tile set (--game carcassonne), each design once,
 * named by its letter and how many the set holds */
int
cli_classic_render_tiles (int argc, char **argv)
{
  static char *game_ignored = NULL;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_ignored, N_("The game: castle or carcassonne"), N_("GAME") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &ct_out, N_("PNG file to write"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &ct_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { "expansions", 0, 0, G_OPTION_ARG_STRING, &ct_expansions, N_("Expansions to play: bcb (Bridges, Castles and Bazaars)"), N_("LIST") },
    { "size", 0, 0, G_OPTION_ARG_INT, &ct_size, N_("Tile size in pixels (default 96)"), N_("PX") },
    { "columns", 0, 0, G_OPTION_ARG_INT, &ct_columns, N_("Tiles per row (default 8)"), N_("N") },
    { "rotation", 0, 0, G_OPTION_ARG_INT, &ct_rot, N_("Quarter turns clockwise (0–3)"), N_("N") },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &ct_dark, N_("Dark background"), NULL },
    { "spots", 0, 0, G_OPTION_ARG_NONE, &ct_spots, N_("Number every follower spot as the board does; name any badge off its own piece (exit status 1) or reaching into a city beside it"), NULL },
    { NULL }
  };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) svg = g_string_new (NULL);
  guint expansions, off = 0;
  int cols, rows, pad, label, cell_w, cell_h, width, height;

  if (!cli_parse ("render-tiles", entries, "", &argc, &argv))
    return 2;
  if (!cli_parse_expansions (ct_expansions, &expansions))
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", _("--expansions takes bcb (Bridges, Castles and Bazaars)"));
      return 2;
    }
  if (!ct_out)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", _("--out FILE is required"));
      return 2;
    }
  if (ct_size < 8 || ct_size > 1024 || ct_columns < 1)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", _("--size must be 8–1024 and --columns at least 1"));
      return 2;
    }
  set = cli_load_classic_tileset (ct_tileset ? ct_tileset : "carcassonne", expansions, NULL, &error);
  if (!set)
    {
      fprintf (stderr, "castellan-cli render-tiles: %s\n", cli_error (error));
      return 1;
    }

  cols = MIN (ct_columns, (int) set->n_designs);
  rows = (set->n_designs + cols - 1) / cols;
  pad = MAX (4, ct_size / 12);
  label = MAX (10, ct_size / 6);
  cell_w = ct_size + pad;
  cell_h = ct_size + pad + label;
  width = cols * cell_w + pad;
  height = rows * cell_h + pad;

  art_svg_begin (svg, CS_THEME_CASTLE, width, height);
  art_svg_printf (svg, "<rect width=\"%d\" height=\"%d\" fill=\"#%x\"/>\n", width, height,
                  ct_dark ? 0x242424 : 0xfafafa);
  for (guint i = 0; i < set->n_designs; i++)
    {
      const CsClassicDesign *d = &set->design[i];
      char letter[2] = { d->letter, '\0' };
      double x = pad + (i % cols) * cell_w, y = pad + (i / cols) * cell_h;

      art_classic_tile_svg_append (svg, d, ct_rot & 3, x, y, ct_size);
      /* the letter and the count ("D ×4"), as the tile-set file names them */
      art_svg_printf (svg, "<text x=\"%f\" y=\"%f\" font-family=\"Cantarell, sans-serif\" font-size=\"%d\" "
                      "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#%x\">%s ×%u</text>\n",
                      x + ct_size / 2.0, y + ct_size + label * 0.95, label * 8 / 10,
                      ct_dark ? 0xeeeeee : 0x333333, letter, (guint) d->count);
      if (ct_spots)
        off += spot_badges (svg, d, ct_rot & 3, x, y, ct_size);
    }
  art_svg_end (svg);
  if (off > 0)
    {
      fprintf (stderr, "castellan-cli render-tiles: ");
      fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%u badge stands off its own piece\n",
                                    "%u badges stand off their own pieces\n", off), off);
      /* still written, to look at */
      write_png ("render-tiles", svg->str, width, height, ct_out);
      return 1;
    }
  return write_png ("render-tiles", svg->str, width, height, ct_out);
}
