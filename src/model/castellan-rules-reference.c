/* castellan-rules-reference.c — the rules in our own words, one section per
 * rule group of RULES.md, in both themes, and classic Carcassonne's after
 * them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-rules-reference.h"
#include "castellan-engine.h"
#include "cs-text.h"

/* Each paragraph has its Castle and its Zamek wording, each marked with its
 * theme as context; where the two read the same in English, translators may
 * still word them per theme. */
typedef struct {
  const char *castle;
  const char *zamek;
} Para;


typedef struct {
  const char *id;          /* "R-3" */
  Para        title;
  Para        paras[8];
} Section;

static const Section sections[] = {
  { "goal", { NC_("castle", "The goal"),
        NC_("zamek", "The goal") }, {
      { NC_("castle", "Two players build the inside of a castle together, one square tile at a time. Whoever finishes paths, towers and houses with more of their followers in them scores for them; courts with markets pay out at the end. The higher score wins."),
        NC_("zamek", "Two players build a village inside the walls together, one square tile at a time. Whoever finishes roads, pigsties and houses with more of their followers in them scores for them; meadows with shrines pay out at the end. The higher score wins.") },
      { NC_("castle", "Each turn has three steps: lay the tile you drew, perhaps put one follower on it, then score whatever the tile finished."),
        NC_("zamek", "Each turn has three steps: lay the tile you drew, perhaps put one follower on it, then score whatever the tile finished.") },
    } },
  { "R-1", { NC_("castle", "What is in the box"),
        NC_("zamek", "What is in the box") }, {
      { NC_("castle", "The castle has 76 cells inside a wall with 14 corners (R-1.1). The wall is also the score track, 100 spaces numbered clockwise; every corner is a tower covering two spaces (R-1.2)."),
        NC_("zamek", "The village has 76 cells inside a wall with 14 corners (R-1.1). The wall is also the score track, 100 spaces numbered clockwise; every corner is a tower covering two spaces (R-1.2).") },
      { NC_("castle", "Seven start spaces sit on the inside of the wall. Each shows one tile edge, and tiles join it as if it were a tile (R-1.3)."),
        NC_("zamek", "Seven start spaces sit on the inside of the wall. Each shows one tile edge, and tiles join it as if it were a tile (R-1.3).") },
      { NC_("castle", "There are 60 castle tiles, each drawn once from a hidden pile (R-1.4), and 18 wall tiles, two of each of nine kinds. Thirteen of them lie face down on the corner towers (not on 0/1); the other five stay out of the game unseen (R-1.5)."),
        NC_("zamek", "There are 60 castle tiles, each drawn once from a hidden pile (R-1.4), and 18 wall tiles, two of each of nine kinds. Thirteen of them lie face down on the corner towers (not on 0/1); the other five stay out of the game unseen (R-1.5).") },
      { NC_("castle", "Each player has seven followers: one marks the score, six wait in the supply. Each also has one keep (R-1.6). Either player may begin (R-1.7)."),
        NC_("zamek", "Each player has seven followers: one marks the score, six wait in the supply. Each also has one keep (R-1.6). Either player may begin (R-1.7).") },
    } },
  { "R-2", { NC_("castle", "How a tile is made"),
        NC_("zamek", "How a tile is made") }, {
      { NC_("castle", "Each side of a tile is cut into three segments, twelve in all, and every segment belongs to one piece: a path, a tower, a house or a court (R-2.1, R-2.3). A path only ever uses the middle segment of a side."),
        NC_("zamek", "Each side of a tile is cut into three segments, twelve in all, and every segment belongs to one piece: a road, a pigsty, a house or a meadow (R-2.1, R-2.3). A road only ever uses the middle segment of a side.") },
      { NC_("castle", "Across a seam, the first segment of one side meets the last segment of the neighbour's side, the middle meets the middle (R-2.2)."),
        NC_("zamek", "Across a seam, the first segment of one side meets the last segment of the neighbour's side, the middle meets the middle (R-2.2).") },
      { NC_("castle", "Where a path runs across a tile it splits the open ground into two courts (R-2.4). A square stops every path that reaches it; a path can also end at a building (R-2.5)."),
        NC_("zamek", "Where a road runs across a tile it splits the open ground into two meadows (R-2.4). A fountain stops every road that reaches it; a road can also end at a building (R-2.5).") },
      { NC_("castle", "A fountain beside a path doubles what the path is worth; a court may hold market stalls (R-2.5). People and animals in the pictures mean nothing (R-2.6)."),
        NC_("zamek", "Stocks beside a road double what the road is worth; a meadow may hold shrines (R-2.5). People and animals in the pictures mean nothing (R-2.6).") },
    } },
  { "R-3", { NC_("castle", "Laying a tile"),
        NC_("zamek", "Laying a tile") }, {
      { NC_("castle", "The first tile of the game goes with one whole side against a start space (R-3.1). Every later tile needs a whole side against a laid tile or a start space; touching at a corner is not enough (R-3.2). You may turn the tile any way (R-3.5)."),
        NC_("zamek", "The first tile of the game goes with one whole side against a start space (R-3.1). Every later tile needs a whole side against a laid tile or a start space; touching at a corner is not enough (R-3.2). You may turn the tile any way (R-3.5).") },
      { NC_("castle", "Paths must always be continued: on every side where the new tile touches a tile or a start space, there is a path on both sides of the seam or on neither (R-3.3). Towers, houses and courts may meet anything (R-3.4). A side against the bare wall takes anything, even a path."),
        NC_("zamek", "Roads must always be continued: on every side where the new tile touches a tile or a start space, there is a road on both sides of the seam or on neither (R-3.3). Pigsties, houses and meadows may meet anything (R-3.4). A side against the bare wall takes anything, even a road.") },
      { NC_("castle", "If the tile you drew fits nowhere, it is shown, leaves the game, and you draw again (R-3.6)."),
        NC_("zamek", "If the tile you drew fits nowhere, it is shown, leaves the game, and you draw again (R-3.6).") },
    } },
  { "R-4", { NC_("castle", "Features"),
        NC_("zamek", "Features") }, {
      { NC_("castle", "Pieces of the same kind that meet across a seam join into one feature: a path, a tower, a house or a court (R-4.1). A start space joins in the same way and counts as one tile (R-4.2)."),
        NC_("zamek", "Pieces of the same kind that meet across a seam join into one feature: a road, a pigsty, a house or a meadow (R-4.1). A start space joins in the same way and counts as one tile (R-4.2).") },
      { NC_("castle", "A feature's size is the number of different tiles it covers, start spaces included (R-4.3)."),
        NC_("zamek", "A feature's size is the number of different tiles it covers, start spaces included (R-4.3).") },
      { NC_("castle", "A path has a fountain when any of its pieces has one; a court's markets are all the markets of its pieces added up, a start space's included (R-4.4)."),
        NC_("zamek", "A road has stocks when any of its pieces has them; a meadow's shrines are all the shrines of its pieces added up, a start space's included (R-4.4).") },
      { NC_("castle", "A path, tower or house is finished when none of its edges faces an empty cell (R-4.5). Courts are never finished during the game (R-4.6)."),
        NC_("zamek", "A road, pigsty or house is finished when none of its edges faces an empty cell (R-4.5). Meadows are never finished during the game (R-4.6).") },
    } },
  { "R-5", { NC_("castle", "Followers"),
        NC_("zamek", "Followers") }, {
      { NC_("castle", "After laying your tile you may put one follower from your supply on one piece of that tile. Its role follows the piece: a herald on a path, a knight on a tower, a squire on a house, a merchant on a court (R-5.1)."),
        NC_("zamek", "After laying your tile you may put one follower from your supply on one piece of that tile. Its role follows the piece: a herald on a road, a farmer in a pigsty, a squire in a house, a monk on a meadow (R-5.1).") },
      { NC_("castle", "You may not join a feature that already has a follower in it, yours or your opponent's, however far away it stands (R-5.2). With no follower left in your supply you place none (R-5.3)."),
        NC_("zamek", "You may not join a feature that already has a follower in it, yours or your opponent's, however far away it stands (R-5.2). With no follower left in your supply you place none (R-5.3).") },
      { NC_("castle", "A later tile can still link two features that each had followers, so one feature may hold followers of both players (R-5.4)."),
        NC_("zamek", "A later tile can still link two features that each had followers, so one feature may hold followers of both players (R-5.4).") },
      { NC_("castle", "A merchant lies down and stays on its court until the end of the game (R-5.5)."),
        NC_("zamek", "A monk lies down and stays on its meadow until the end of the game (R-5.5).") },
    } },
  { "R-6", { NC_("castle", "Scoring during the game"),
        NC_("zamek", "Scoring during the game") }, {
      { NC_("castle", "When your tile finishes a path, tower or house, it is scored at once, even if nobody stands in it (R-6.1). The player with more followers in it scores; on a tie, nobody does (R-6.2)."),
        NC_("zamek", "When your tile finishes a road, pigsty or house, it is scored at once, even if nobody stands in it (R-6.1). The player with more followers in it scores; on a tie, nobody does (R-6.2).") },
      { NC_("castle", "A path is worth 1 point a tile, or 2 a tile when a fountain stands beside it; a tower 2 a tile; a house 1 a tile (R-6.3)."),
        NC_("zamek", "A road is worth 1 point a tile, or 2 a tile when stocks stand beside it; a pigsty 2 a tile; a house 1 a tile (R-6.3).") },
      { NC_("castle", "Afterwards every follower in the feature goes home to its owner. A follower placed on the very feature its tile finished scores and returns in the same turn: fast points (R-6.4)."),
        NC_("zamek", "Afterwards every follower in the feature goes home to its owner. A follower placed on the very feature its tile finished scores and returns in the same turn: fast points (R-6.4).") },
      { NC_("castle", "Your features are scored first, then your opponent's; you choose the order inside each group. Each feature moves the marker separately, which matters for the wall tiles (R-6.5)."),
        NC_("zamek", "Your features are scored first, then your opponent's; you choose the order inside each group. Each feature moves the marker separately, which matters for the wall tiles (R-6.5).") },
      { NC_("castle", "Your first scored house gets your keep. If you later score a strictly larger house, the keep moves there (R-6.6)."),
        NC_("zamek", "Your first scored house gets your family house. If you later score a strictly larger house, it moves there (R-6.6).") },
    } },
  { "R-7", { NC_("castle", "The track and the wall tiles"),
        NC_("zamek", "The track and the wall tiles") }, {
      { NC_("castle", "Scores have no limit; the marker goes round the track again and again (R-7.1)."),
        NC_("zamek", "Scores have no limit; the marker goes round the track again and again (R-7.1).") },
      { NC_("castle", "Whenever a marker stops on either space of a corner tower that still holds a wall tile, its owner takes the tile and turns it up. Passing over a tower gives nothing (R-7.2). Points scored in your opponent's turn can win tiles too (R-7.3)."),
        NC_("zamek", "Whenever a marker stops on either space of a corner tower that still holds a wall tile, its owner takes the tile and turns it up. Passing over a tower gives nothing (R-7.2). Points scored in your opponent's turn can win tiles too (R-7.3).") },
      { NC_("castle", "A wall tile can be used from your next turn on, only in your own turn, and several in one turn; a used tile leaves the game (R-7.4). Tiles still on the wall at the end leave unseen (R-7.5)."),
        NC_("zamek", "A wall tile can be used from your next turn on, only in your own turn, and several in one turn; a used tile leaves the game (R-7.4). Tiles still on the wall at the end leave unseen (R-7.5).") },
    } },
  { "R-8", { NC_("castle", "The nine wall tiles"),
        NC_("zamek", "The nine wall tiles") }, {
      { NC_("castle", "Tiles 2 to 7 only work on a feature where you have more followers than your opponent."),
        NC_("zamek", "Tokens 2, 3, 4, 7, 8 and 9 only work on a feature where you have more followers than your opponent.") },
      { NC_("castle", "With two copies of an end-of-game tile, each scores its own feature, and both may pick the same one (R-8.10). Castellan picks the features that give you the most (R-8.11)."),
        NC_("zamek", "With two copies of an end-of-game tile, each scores its own feature, and both may pick the same one (R-8.10). Castellan picks the features that give you the most (R-8.11).") },
    } },
  { "R-9", { NC_("castle", "The end of the game"),
        NC_("zamek", "The end of the game") }, {
      { NC_("castle", "The game ends after the turn in which the last tile was laid, or in which the pile ran out (R-9.1). Wall tiles still on the wall leave unseen (R-9.2)."),
        NC_("zamek", "The game ends after the turn in which the last tile was laid, or in which the pile ran out (R-9.1). Wall tiles still on the wall leave unseen (R-9.2).") },
      { NC_("castle", "Keep: the player with the larger keep (its house size, plus 2 for each wall tile 8) scores one point per cell of the largest connected group of empty cells. With equal keeps or none, nobody does (R-9.3)."),
        NC_("zamek", "Family house: the player with the larger one (its house size, plus 2 for each wall token 5) scores one point per cell of the largest connected group of empty cells. With equal ones or none, nobody does (R-9.3).") },
      { NC_("castle", "Courts: for each court with merchants, the player with more merchants scores 3 points per market in it (R-9.4)."),
        NC_("zamek", "Meadows: for each meadow with monks, the player with more monks scores 3 points per shrine in it (R-9.4).") },
      { NC_("castle", "No wall tiles are taken during the final scoring (R-9.8)."),
        NC_("zamek", "No wall tiles are taken during the final scoring (R-9.8).") },
      { NC_("castle", "Then the end-of-game wall tiles are scored (R-9.5). Unfinished features score nothing otherwise (R-9.6). The higher total wins; equal totals share the victory (R-9.7)."),
        NC_("zamek", "Then the end-of-game wall tiles are scored (R-9.5). Unfinished features score nothing otherwise (R-9.6). The higher total wins; equal totals share the victory (R-9.7).") },
    } },
  { "R-10", { NC_("castle", "Zamek"),
        NC_("zamek", "Zamek") }, {
      { NC_("castle", "Zamek (2020) is the same game with other names and pictures: a road for a path, a fountain where roads meet, stocks that double a road, a pigsty and its farmer for a tower and its knight, a meadow and its monk for a court and its merchant, shrines for markets, and a family house for the keep. Its wall tokens carry other numbers (R-10). Choose the theme in the New Game dialog."),
        NC_("zamek", "Zamek (2020) is the same game with other names and pictures: a road for a path, a fountain where roads meet, stocks that double a road, a pigsty and its farmer for a tower and its knight, a meadow and its monk for a court and its merchant, shrines for markets, and a family house for the keep. Its wall tokens carry other numbers (R-10). Choose the theme in the New Game dialog.") },
    } },
  { "R-11", { NC_("castle", "Variants"),
        NC_("zamek", "Variants") }, {
      { NC_("castle", "V-1: an unfinished path with a fountain scores 2 a tile with wall tile 4, as the English edition has it. V-2: wall tiles are only taken where a marker stands once all of a turn's scoring is done. V-3: wall tile 1 may be used in the turn it is won. V-4: the wall tiles lie face up."),
        NC_("zamek", "V-1: an unfinished road with stocks scores 2 a tile with wall token 9. V-2: wall tokens are only taken where a marker stands once all of a turn's scoring is done. V-3: wall token 1 may be used in the turn it is won. V-4: the wall tokens lie face up.") },
    } },
  { "R-12", { NC_("castle", "What nobody knows"),
        NC_("zamek", "What nobody knows") }, {
      { NC_("castle", "Nobody knows the order of the pile or which wall tile lies where until it is taken. The computer plays by the same rule: it knows only what you could know (R-12)."),
        NC_("zamek", "Nobody knows the order of the pile or which wall tile lies where until it is taken. The computer plays by the same rule: it knows only what you could know (R-12).") },
    } },
  { "tips", { NC_("castle", "Tips"),
        NC_("zamek", "Tips") }, {
      { NC_("castle", "Followers are few: a follower in a huge unfinished tower may be stuck there all game. Small features finished at once bring your follower straight back."),
        NC_("zamek", "Followers are few: a follower in a huge unfinished pigsty may be stuck there all game. Small features finished at once bring your follower straight back.") },
      { NC_("castle", "Watch the corner towers ahead of your marker: sometimes a smaller score that stops on a tower is worth more than a bigger one."),
        NC_("zamek", "Watch the corner towers ahead of your marker: sometimes a smaller score that stops on a tower is worth more than a bigger one.") },
      { NC_("castle", "A court with many markets is worth a merchant early, before your opponent claims it."),
        NC_("zamek", "A meadow with many shrines is worth a monk early, before your opponent claims it.") },
    } },
  /* classic Carcassonne (RULES-CLASSIC.md): one wording for every theme */
  { "C-1", { NC_("classic", "Carcassonne: setting up"), NULL }, {
      { NC_("classic", "Two to five players each take the followers of one colour: yellow, red, green, blue or black. Of a player's eight followers one marks the score and seven wait in the supply (C-1.1, C-1.2)."), NULL },
      { NC_("classic", "The start tile lies face up in the middle; the other 71 tiles form a hidden pile. The players take turns in seat order; Castellan lets you choose who begins or draws lots (C-1.3, C-1.4)."), NULL },
    } },
  { "C-2", { NC_("classic", "Carcassonne: the tiles' pieces and the board"), NULL }, {
      { NC_("classic", "Each side of a tile is one of three kinds: a city side, a road side (field, road, field) or a field side. A city always fills whole sides, a road runs out through the middle of a side, and a cloister touches no side at all (C-2.2). A city may carry a shield; each field knows which of its tile's cities it borders, which is what the farmers are paid for at the end (C-2.3)."), NULL },
      { NC_("classic", "The board has no edge. A cell is named by its column and row counted from the start tile at 0,0: columns grow to the east and rows to the south, so 0,-1 is the cell just north of the start tile (C-2.5). Tiles that meet only at a corner are not neighbours. A tile-set file writes a tile's sides as twelve piece letters, three a side, in the order north, east, south, west (C-2.6)."), NULL },
    } },
  { "C-3", { NC_("classic", "Carcassonne: the 72 tiles"), NULL }, {
      { NC_("classic", "The game has 72 tiles of 24 designs, each known by a letter from A to X; the start tile is one of the four D tiles, a city on one side and a road straight across (C-3, C-1.3). The expansion adds tiles of its own (B-2). A tile set or a saved game that lists more tiles of a design than the game has is refused."), NULL },
    } },
  { "C-4", { NC_("classic", "Carcassonne: the turn and laying a tile"), NULL }, {
      { NC_("classic", "A turn has three steps: lay the tile you drew, perhaps put one follower on it, then score what the tile completed (C-4.1)."), NULL },
      { NC_("classic", "The tile goes next to the laid tiles, sharing at least one whole side with them; a corner is not enough. You may turn it any way (C-4.2)."), NULL },
      { NC_("classic", "Every side that touches a laid tile must match it: city against city, road against road, field against field. One matching side is not enough (C-4.3)."), NULL },
      { NC_("classic", "A tile that fits nowhere is shown, leaves the game, and you draw again (C-4.4)."), NULL },
    } },
  { "C-5", { NC_("classic", "Carcassonne: roads, cities, cloisters and fields"), NULL }, {
      { NC_("classic", "Matching pieces across a seam join into one road, city or field, however many tiles it covers; a cloister stands alone (C-5.1). Its size is the number of tiles it covers (C-5.2), and a city also counts the shields on its pieces (C-5.3)."), NULL },
      { NC_("classic", "A road is complete when both its ends stop at a village, a cloister or a city, or when it closes into a loop; a city when its wall is closed all round (C-5.4). A cloister is complete when all eight cells around it hold tiles (C-5.5)."), NULL },
      { NC_("classic", "Fields are never complete: they only end where roads and cities cut them (C-5.6). A field borders every city it touches, each city once (C-5.7)."), NULL },
    } },
  { "C-6", { NC_("classic", "Carcassonne: followers"), NULL }, {
      { NC_("classic", "After laying your tile you may put one follower from your supply on one piece of that very tile: a highwayman on a road, a knight in a city, a monk in a cloister, a farmer lying in a field (C-6.1)."), NULL },
      { NC_("classic", "Not where the road, city or field already holds a follower, yours or anyone's, however far away it stands (C-6.2). With an empty supply you place none (C-6.3). Only a later tile joining two features can bring several followers together (C-6.4)."), NULL },
      { NC_("classic", "A follower on a feature your tile completes is scored at once and comes straight back (C-6.5). Farmers stay in their fields until the end of the game (C-6.6)."), NULL },
    } },
  { "C-7", { NC_("classic", "Carcassonne: scoring during the game"), NULL }, {
      { NC_("classic", "Whatever the tile completes is scored at once, whoever laid it (C-7.1). The player with the most followers in it scores; players tied for the most each score the full points; without followers nobody does (C-7.2)."), NULL },
      { NC_("classic", "A road is worth 1 point a tile; a city 2 a tile and 2 a shield; a cloister 9 (C-7.3). Then every follower in it goes home (C-7.4)."), NULL },
    } },
  { "C-8", { NC_("classic", "Carcassonne: the end of the game and the farmers"), NULL }, {
      { NC_("classic", "The game ends after the turn in which the last tile was laid (C-8.1). Every unfinished road, city and cloister with followers then scores: 1 a tile for a road, 1 a tile and 1 a shield for a city, 1 plus 1 for each neighbouring tile for a cloister (C-8.2)."), NULL },
      { NC_("classic", "Farmers: for each field with farmers, the players with the most farmers there score 3 points for every completed city the field borders. Unfinished cities give nothing, and a city bordering several fields pays each of them (C-8.3)."), NULL },
      { NC_("classic", "The highest total wins; equal totals share the victory (C-8.5)."), NULL },
    } },
  { "C-9", { NC_("classic", "Carcassonne: the score track"), NULL }, {
      { NC_("classic", "The track has 50 spaces. From 50 points on, the marker starts a new lap. Castellan shows the whole score, and under it the laps the marker has made, ↻1, ↻2 and so on (C-9.2)."), NULL },
    } },
  { "CV-1", { NC_("classic", "Carcassonne without farmers"), NULL }, {
      { NC_("classic", "A gentler first game: no follower may go on a field, and the farmers' scoring at the end is left out (CV-1). Choose it in the New Game dialog."), NULL },
    } },
  /* its expansion, Bridges, Castles and Bazaars (B-IDs) */
  { "B-1", { NC_("classic", "Bridges, Castles and Bazaars: setting up"), NULL }, {
      { NC_("classic", "The expansion is switched on in the New Game dialog, with or without farmers (B-1.1). Its twelve tiles join the pile, 84 tiles in all; eight of them show a bazaar (B-1.2, B-2)."), NULL },
      { NC_("classic", "Each player gets 3 bridges and 3 castles, or 2 of each in a game of five; once placed they never come back (B-1.3). A turn adds a bridge to laying the tile, castles to its scoring and, after a bazaar tile, an auction (B-6)."), NULL },
    } },
  { "B-3", { NC_("classic", "Bridges"), NULL }, {
      { NC_("classic", "Right after laying your tile you may build one bridge, on that tile or on a laid tile beside it that has none yet. It runs straight across, between the middles of two opposite field sides (B-3.1, B-3.2), and each of its ends must meet a road or an empty cell (B-3.4)."), NULL },
      { NC_("classic", "A bridge can make a tile fit where it would not: a road side against a field side fits once the bridge turns that field side into a road side. A city side can never be mended (B-3.5). You never have to build one: a tile that fits only with a bridge may be removed instead, and you draw again (B-3.6)."), NULL },
      { NC_("classic", "The bridge joins the roads at its two ends into one road and passes over whatever lies beneath without joining or cutting it (B-3.7). A highwayman may stand on a bridge built on the tile just laid (B-3.8)."), NULL },
    } },
  { "B-4", { NC_("classic", "Castles"), NULL }, {
      { NC_("classic", "A small city is a city of exactly two tiles with a half-moon city on each (B-4.1). When one is completed, the owner of the follower in it chooses: score its 4 points, or build a castle on it with one of their castles (B-4.2)."), NULL },
      { NC_("classic", "A castle scores nothing when built, and the follower stays on it as its lord (B-4.3). Its fief is its two tiles and the cells beside them across the line that joins them (B-4.4). In a later turn, the first road, city or cloister completed in the fief gives the castle's owner what that feature is worth, whoever holds it, and the lord goes home (B-4.5, B-4.6). A castle that scores can set off another whose fief holds one of its tiles (B-4.7)."), NULL },
      { NC_("classic", "Castles never score at the end of the game; a lord still on one is removed (B-4.9). A field that borders a castle is paid 4 for it instead of 3 (B-4.10)."), NULL },
    } },
  { "B-5", { NC_("classic", "Bazaars"), NULL }, {
      { NC_("classic", "Laying a bazaar tile drawn from the pile starts a bazaar after your turn, as long as the pile holds at least one tile per player (B-5.1). That many tiles are laid out face up (B-5.2)."), NULL },
      { NC_("classic", "The player after you is the first auctioneer: they pick a tile and open with a bid of 0 points or more. Every other player without a tile, in turn, bids more or passes, once (B-5.3). The auctioneer then buys the tile, paying the highest bid to its bidder, or sells it to the bidder for that bid; if nobody bid, the auctioneer takes the tile and loses the points of the opening bid (B-5.4). Scores may drop below 0 (B-5.5)."), NULL },
      { NC_("classic", "A player with a tile takes no more part; the next auctioneer is the next player without one, and the last player takes the last tile for nothing (B-5.6). Then, beginning with the player after you, everyone lays their tile in a turn of their own (B-5.7), and play goes on with the player after you (B-5.9)."), NULL },
    } },
  { "BV-1", { NC_("classic", "The quick bazaar"), NULL }, {
      { NC_("classic", "A variant for a faster game, chosen in the New Game dialog (BV-1). A bazaar lays out its tiles face up as usual (B-5.2), but nobody bids: beginning with the player after you, each player in turn picks one of the tiles left and at once plays a whole turn with it, bridge, follower and scoring included. No points change hands, and play then goes on with the player after you, as after any bazaar (B-5.9)."), NULL },
    } },
};

guint
castellan_rules_reference_n_sections (void)
{
  return G_N_ELEMENTS (sections);
}

static const char *
pick (const Para *p, CastellanTheme theme)
{
  if (p->castle == NULL)
    return NULL;
  if (p->zamek == NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, "classic", p->castle);
  return theme == CASTELLAN_THEME_ZAMEK ? g_dpgettext2 (GETTEXT_PACKAGE, "zamek", p->zamek)
                                        : g_dpgettext2 (GETTEXT_PACKAGE, "castle", p->castle);
}

const char *
castellan_rules_reference_section_id (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (sections), NULL);
  return sections[index].id;
}

const char *
castellan_rules_reference_section_title (guint          index,
                                         CastellanTheme theme)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (sections), NULL);
  return pick (&sections[index].title, theme);
}

guint
castellan_rules_reference_section_n_paragraphs (guint index)
{
  guint n = 0;

  g_return_val_if_fail (index < G_N_ELEMENTS (sections), 0);
  while (n < G_N_ELEMENTS (sections[index].paras) && sections[index].paras[n].castle != NULL)
    n++;
  return n;
}

const char *
castellan_rules_reference_paragraph (guint          index,
                                     guint          paragraph,
                                     CastellanTheme theme)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (sections), NULL);
  g_return_val_if_fail (paragraph < G_N_ELEMENTS (sections[index].paras), NULL);
  return pick (&sections[index].paras[paragraph], theme);
}

/* The wall tiles' section lists the nine tiles each with its picture, its
 * effect (cs_text_wall_effect) and its rule, R-8.1 to, rather than in
 * one dense paragraph (issue 20, item 13): the window shows the list after
 * the section's first paragraph. */
gboolean
castellan_rules_reference_section_lists_wall_tiles (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (sections), FALSE);
  return strcmp (sections[index].id, "R-8") == 0;
}

char *
castellan_rules_reference_wall_tile_rule (guint kind)
{
  g_return_val_if_fail (kind >= 1 && kind <= 9, NULL);
  return g_strdup_printf ("R-8.%u", kind);
}

static CsTheme
engine_theme (CastellanTheme theme)
{
  return theme == CASTELLAN_THEME_ZAMEK ? CS_THEME_ZAMEK : CS_THEME_CASTLE;
}

guint
castellan_rules_reference_wall_tile_kind (guint          number,
                                          CastellanTheme theme)
{
  g_return_val_if_fail (number >= 1 && number <= 9, 1);
  for (guint kind = 1; kind <= 9; kind++)
    if (cs_wall_number (kind, engine_theme (theme)) == number)
      return kind;
  g_return_val_if_reached (1);
}

const char *
castellan_rules_reference_wall_tile_name (guint          kind,
                                          CastellanTheme theme)
{
  g_return_val_if_fail (kind >= 1 && kind <= 9, NULL);
  return cs_text_wall_name (kind, engine_theme (theme));
}

const char *
castellan_rules_reference_wall_tile_effect (guint          kind,
                                            CastellanTheme theme)
{
  g_return_val_if_fail (kind >= 1 && kind <= 9, NULL);
  return cs_text_wall_effect (kind, engine_theme (theme));
}

const char *
castellan_rules_reference_opening (gboolean classic,
                                   gboolean bcb)
{
  return !classic ? "goal" : bcb ? "B-1" : "C-1";
}

int
castellan_rules_reference_find (const char *rule)
{
  /* "R-3.3" belongs to section "R-3"; "V-2" to "R-11" */
  g_autofree char *group = NULL;
  const char *dot;

  if (rule == NULL)
    return -1;
  if (g_str_has_prefix (rule, "V-"))
    group = g_strdup ("R-11");
  else if (g_str_has_prefix (rule, "CV-"))
    group = g_strdup ("CV-1");
  else if (g_str_has_prefix (rule, "BV-"))
    group = g_strdup ("BV-1");
  else if (g_str_has_prefix (rule, "B-2") || g_str_has_prefix (rule, "B-6"))
    group = g_strdup ("B-1");   /* the tiles and the turn's order, told with the set-up */
  else if ((dot = strchr (rule, '.')) != NULL)
    group = g_strndup (rule, dot - rule);
  else
    group = g_strdup (rule);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (strcmp (sections[i].id, group) == 0)
      return i;
  return -1;
}
