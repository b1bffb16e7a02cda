/**
 * Tenhou's replay JSON (the tenhou.net/6 viewer's format, and the `#json=` of its addresses) read into the
 * game-log model (game-log.ts) and written back (docs/game-logs.md#tenhous-replay-json).
 *
 * The format keeps each seat's play in three lists: the 13 tiles dealt, what it took (a draw, or a call of
 * another seat's discard written as a string) and what it gave (a discard, or a kan, a riichi or a north
 * tile written as a string). The order the seats played in is not written: the reader finds it again
 * (walk.ts).
 *
 * Choices the format leaves open, and where this folder makes them (the document says why):
 *  - red fives: the rule's aka, aka51, aka52, aka53, else its disp, else the log's tiles (reader.ts);
 *  - three players: the fourth seat's lists are empty, and a call's marker counts the seats around a
 *    table of four whose fourth seat is empty (calls.ts, placeNames);
 *  - a win's points: the total the score text says the hand is worth, without honba or riichi sticks;
 *    none when the text gives none (result.ts);
 *  - a kan's indicator: placed among the moves by the rule of docs/game-logs.md#kan-indicators (walk.ts).
 */
export { readTenhouJson } from './reader.ts';
export { writeTenhouJson } from './writer.ts';
export type { TenhouJson } from './writer.ts';
