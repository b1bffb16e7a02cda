/**
 * The Rules panel (docs/rules.md#scoring): the two named sets one press away (Tenhou's, the default, and
 * Mahjong Soul's), and behind a disclosure every switch of the scorer with a line saying what it does.
 * Everything the page values follows them: the score panel, each wait's value, the probabilities.
 */
import './analysis.css';
import { useId, useState } from 'react';
import { presetOf, RULE_PRESETS, SCORE_RULE_NAMES, type RulePreset, type ScoreRules } from '../../engine/light.ts';
import { rulesName, useRulesMessages } from './rules-messages.ts';

export interface RulesPanelProps {
  rules: ScoreRules;
  onChange(rules: ScoreRules): void;
}

const PRESETS = Object.keys(RULE_PRESETS) as RulePreset[];

/** A group named "Rules": the sets as pressed-or-not buttons, then the switches as checkboxes. */
export function RulesPanel({ rules, onChange }: RulesPanelProps) {
  const t = useRulesMessages();
  const [open, setOpen] = useState(false);
  const id = useId();
  const preset = presetOf(rules);
  return (
    <div className="rules" role="group" aria-labelledby={`${id}-label`}>
      <div className="rules-bar">
        <span className="rules-label" id={`${id}-label`}>
          {t.rules}
        </span>
        {PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            className="rules-preset"
            aria-pressed={preset === name}
            onClick={() => onChange({ ...RULE_PRESETS[name] })}
          >
            {t.presets[name]}
          </button>
        ))}
        {preset === null && <span className="rules-custom">{rulesName(t, null)}</span>}
        <button type="button" className="rules-more" aria-expanded={open} aria-controls={`${id}-switches`} onClick={() => setOpen(!open)}>
          {t.switches}
        </button>
      </div>
      {open && (
        <div className="rules-switches" id={`${id}-switches`}>
          <p className="rules-hint">{t.presetsHint}</p>
          <ul>
            {SCORE_RULE_NAMES.map((name) => {
              const on = name === 'doubleWindFu' ? rules.doubleWindFu === 4 : rules[name];
              const next = (checked: boolean): ScoreRules =>
                name === 'doubleWindFu' ? { ...rules, doubleWindFu: checked ? 4 : 2 } : { ...rules, [name]: checked };
              return (
                <li key={name}>
                  <label>
                    <input
                      type="checkbox"
                      checked={on}
                      aria-describedby={`${id}-${name}`}
                      onChange={(e) => onChange(next(e.target.checked))}
                    />
                    <span>{t.names[name]}</span>
                  </label>
                  <p className="rules-hint" id={`${id}-${name}`}>
                    {t.descriptions[name]}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
