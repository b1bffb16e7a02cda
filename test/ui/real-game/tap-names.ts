/**
 * The names of the palette's tiles while a game is followed (issue 33), in each language: a tile says
 * what a press does with it, another seat's discard into its river or your draw. The tests of the game
 * find the palette's tiles by these names, as a screen reader hears them.
 */
export type Lang = 'en' | 'ja' | 'zh';

/** The other seats (1 right, 2 across, 3 left) as the names write them. */
const SEATS: Record<Lang, readonly [string, string, string]> = {
  en: ['right player', 'player across', 'left player'],
  ja: ['下家', '対面', '上家'],
  zh: ['下家', '对家', '上家'],
};

/** A palette tile's name while the game takes it as `seat`'s discard: "Add 9 man to the right player's river". */
export function intoRiver(tile: string, seat: 1 | 2 | 3, lang: Lang = 'en'): string {
  const who = SEATS[lang][seat - 1];
  return lang === 'en' ? `Add ${tile} to the ${who}'s river` : lang === 'ja' ? `${tile}を${who}の河に追加` : `将${tile}加入${who}牌河`;
}

/** A palette tile's name while the game takes it as your draw: "Draw West". */
export function drawOf(tile: string, lang: Lang = 'en'): string {
  return lang === 'en' ? `Draw ${tile}` : lang === 'ja' ? `${tile}をツモ` : `摸${tile}`;
}

/**
 * Every name an English palette tile of `tile` has while a game is followed, whatever the press is
 * waiting for: added to the hand, drawn, another seat's discard, the new dora indicator, a seat's kan.
 */
export function tapped(tile: string): RegExp {
  const seat = '(right player|player across|left player)';
  return new RegExp(`^(Add|Draw) ${tile}( to the ${seat}'s river| as the new dora indicator| as the ${seat}'s kan)?$`);
}
