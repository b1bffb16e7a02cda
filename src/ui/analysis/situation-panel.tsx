/**
 * How the hand is won, as compact controls (docs/rules.md#scoring): tsumo or ron, the round and seat
 * winds, riichi (none, riichi, double) and ippatsu, the last tile, rinshan, chankan and the first draw
 * where the hand and the way of winning allow them, honba and riichi sticks, the ura-dora indicators
 * once riichi is on, and the winning tile of a complete hand. The dora indicators are the real-game
 * table's, shown here. Every control is a native one (radio, select, checkbox, number, text), so the
 * keyboard and a phone's own pickers work as the player expects; each change goes to `onChange`.
 */
import { tileCode } from '../../engine/light.ts';
import type { SituationInput } from '../../address/situation-query.ts';
import { useMessages } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useScoreMessages } from './score-messages.ts';
import { TableCounts } from './table-counts.tsx';
import { WindSelects } from './wind-selects.tsx';

export interface SituationPanelProps {
  situation: SituationInput;
  /** A complete hand: the way of winning and the winning tile are asked. A tenpai hand shows both ways. */
  complete: boolean;
  /** No called meld: riichi can be declared. */
  closed: boolean;
  /** The hand has a kan: rinshan can happen. */
  hasKan: boolean;
  /** No meld at all: a first-draw win can happen. */
  noMelds: boolean;
  /** The table's dora indicators, in order. */
  indicators: { kind: number; red: boolean }[];
  /** The ura-dora indicators cannot be read: why. */
  uraError: string | null;
  /** Kinds the hand could have been won on (its concealed kinds), the one read, and the draw (the default). */
  winChoices: number[];
  win: number | null;
  drawn: number | null;
  /** Three players: no North seat, and a north set aside brings a replacement draw (rinshan without a kan). */
  threePlayers: boolean;
  onChange(patch: Partial<SituationInput>): void;
}

/** The situation's controls. */
export function SituationPanel(props: SituationPanelProps) {
  const { situation: s, complete, closed, hasKan, noMelds, indicators, uraError, winChoices, win, drawn, threePlayers, onChange } = props;
  const m = useMessages();
  const t = useScoreMessages();
  const dealer = s.seat === 'E';
  const byTsumo = !complete || s.by === 'tsumo';
  const byRon = !complete || s.by === 'ron';
  const check = (label: string, field: 'ippatsu' | 'last' | 'rinshan' | 'chankan' | 'firstDraw', disabled = false) => (
    <label className="situation-check">
      <input type="checkbox" checked={s[field]} disabled={disabled} onChange={(e) => onChange({ [field]: e.currentTarget.checked })} />
      {label}
    </label>
  );
  return (
    <fieldset className="situation">
      <legend>{t.situation}</legend>
      {complete && (
        <div className="situation-line" role="radiogroup" aria-label={t.winBy}>
          {(['tsumo', 'ron'] as const).map((by) => (
            <label key={by} className="situation-choice">
              <input type="radio" name="situation-by" checked={s.by === by} onChange={() => onChange({ by })} />
              {by === 'tsumo' ? t.tsumo : t.ron}
            </label>
          ))}
        </div>
      )}
      <div className="situation-line">
        <WindSelects round={s.round} seat={s.seat} threePlayers={threePlayers} className="situation-wind" onChange={onChange} />
      </div>
      {/* A control the hand rules out still shows while it is on (a link can say so), so it can be turned off. */}
      {(closed || s.riichi !== 'none') && (
        <div className="situation-line" role="radiogroup" aria-label={t.riichi}>
          {(['none', 'riichi', 'double'] as const).map((riichi) => (
            <label key={riichi} className="situation-choice">
              <input type="radio" name="situation-riichi" checked={s.riichi === riichi} onChange={() => onChange({ riichi })} />
              {riichi === 'none' ? t.riichiNone : riichi === 'riichi' ? t.riichiOne : t.riichiDouble}
            </label>
          ))}
          {check(t.ippatsu, 'ippatsu', s.riichi === 'none')}
        </div>
      )}
      <div className="situation-line">
        {check(complete ? t.last(s.by) : `${t.last('tsumo')} / ${t.last('ron')}`, 'last')}
        {(((hasKan || threePlayers) && byTsumo) || s.rinshan) && check(t.rinshan, 'rinshan')}
        {(byRon || s.chankan) && check(t.chankan, 'chankan')}
        {((complete && noMelds && s.by === 'tsumo' && s.riichi === 'none') || s.firstDraw) && check(t.firstDraw(dealer), 'firstDraw')}
      </div>
      <div className="situation-line">
        <TableCounts honba={s.honba} sticks={s.sticks} className="situation-count" onChange={onChange} />
      </div>
      <div className="situation-line situation-dora">
        <span>{t.dora}</span>
        {indicators.length ? (
          <span className="situation-tiles" role="img" aria-label={indicators.map((i) => m.tileName(i.kind, i.red)).join(', ')}>
            {indicators.map((i, x) => (
              <TilePicture key={x} code={tileCode(i.kind, i.red)} />
            ))}
          </span>
        ) : (
          <span className="situation-none">{t.noDora}</span>
        )}
      </div>
      {s.riichi !== 'none' && (
        <label className="situation-line situation-ura">
          {t.ura}
          <input
            type="text"
            value={s.ura}
            placeholder={t.uraHint}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={uraError ? true : undefined}
            onChange={(e) => onChange({ ura: e.currentTarget.value })}
          />
          {uraError && (
            <span className="field-error" role="alert">
              {uraError}
            </span>
          )}
        </label>
      )}
      {complete && winChoices.length > 1 && (
        <div className="situation-line situation-win" role="radiogroup" aria-label={t.winTile} title={t.winTileHint}>
          <span>{t.winTile}</span>
          {winChoices.map((k) => (
            <label key={k} className={k === win ? 'win-choice win-choice-on' : 'win-choice'}>
              <input
                type="radio"
                name="situation-win"
                checked={k === win}
                onChange={() => onChange({ win: k === drawn ? '' : tileCode(k) })}
                aria-label={m.tileName(k)}
              />
              <TilePicture code={tileCode(k)} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
