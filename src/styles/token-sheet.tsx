import type { CSSProperties } from 'react';
import { workbenchContent } from '../content/workbench';
import { contrast } from './contrast';
import { tokens } from './generated/tokens';
import styles from './token-sheet.module.css';

const copy = workbenchContent.tokens;

type Leaves = { [key: string]: string | number | Leaves };

/** Every leaf of a token group as [path joined with '-', value]: brand.600 → 'brand-600', as in CSS. */
function flatten(group: Leaves, prefix = ''): [string, string | number][] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}-`) : [[`${prefix}${key}`, value] as [string, string | number]],
  );
}

const colours = flatten(tokens.color) as [string, string][];
const backgrounds = [
  { name: 'surface', value: tokens.color.surface },
  { name: 'ink', value: tokens.color.ink },
];

function Ratio({ colour, background }: { colour: string; background: string }) {
  const { ratio, level } = contrast(colour, background);
  return (
    <td className={styles.ratio}>
      {ratio.toFixed(2)} <span className={styles.level}>{copy.colours.levels[level]}</span>
    </td>
  );
}

function Colours() {
  return (
    <section aria-labelledby="tokens-colours" className={styles.section}>
      <h2 id="tokens-colours">{copy.colours.heading}</h2>
      <p>{copy.colours.intro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.colours.columns.swatch}</th>
            <th scope="col">{copy.colours.columns.token}</th>
            <th scope="col">{copy.colours.columns.value}</th>
            {backgrounds.map((background) => (
              <th key={background.name} scope="col">
                {copy.colours.against(background.name, background.value)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {colours.map(([name, value]) => (
            <tr key={name}>
              <td>
                <span className={styles.swatch} style={{ background: value }} />
              </td>
              <th scope="row" className={styles.token}>
                {name}
              </th>
              <td className={styles.number}>{value}</td>
              {backgrounds.map((background) => (
                <Ratio key={background.name} colour={value} background={background.value} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TypeScale({ sample }: { sample: string }) {
  const rows = (entries: [string, string | number][], style: (value: string | number) => CSSProperties) =>
    entries.map(([name, value]) => (
      <li key={name} className={styles.typeRow}>
        <span className={styles.token}>
          {name} · {value}
        </span>
        <span style={style(value)}>{sample}</span>
      </li>
    ));
  return (
    <section aria-labelledby="tokens-type" className={styles.section}>
      <h2 id="tokens-type">{copy.type.heading}</h2>
      <h3>{copy.type.sizes}</h3>
      <ul className={styles.list}>{rows(flatten(tokens.font.size), (value) => ({ fontSize: value }))}</ul>
      <h3>{copy.type.weights}</h3>
      <ul className={styles.list}>{rows(flatten(tokens.font.weight), (value) => ({ fontWeight: value }))}</ul>
      <h3>{copy.type.lineHeights}</h3>
      <ul className={styles.list}>{rows(flatten(tokens.font['line-height']), (value) => ({ lineHeight: value }))}</ul>
    </section>
  );
}

function Spacing() {
  return (
    <section aria-labelledby="tokens-spacing" className={styles.section}>
      <h2 id="tokens-spacing">{copy.spacing.heading}</h2>
      <ul className={styles.list}>
        {flatten(tokens.space).map(([name, value]) => (
          <li key={name} className={styles.spaceRow}>
            <span className={styles.token}>
              space-{name} · {value}
            </span>
            <span className={styles.bar} style={{ width: value }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Breakpoints() {
  return (
    <section aria-labelledby="tokens-breakpoints" className={styles.section}>
      <h2 id="tokens-breakpoints">{copy.breakpoints.heading}</h2>
      <p>{copy.breakpoints.intro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.breakpoints.columns.name}</th>
            <th scope="col">{copy.breakpoints.columns.query}</th>
            <th scope="col">{copy.breakpoints.columns.width}</th>
          </tr>
        </thead>
        <tbody>
          {flatten(tokens.breakpoint).map(([name, width]) => (
            <tr key={name}>
              <th scope="row" className={styles.token}>
                {name}
              </th>
              <td className={styles.token}>@media (--{name})</td>
              <td className={styles.number}>{width}px</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The design tokens on one page: colours with their contrast, type, spacing, breakpoints. */
export function TokenSheet({ sample }: { sample: string }) {
  return (
    <div className={styles.sheet}>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <Colours />
      <TypeScale sample={sample} />
      <Spacing />
      <Breakpoints />
    </div>
  );
}
