import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const css = readFileSync(join(process.cwd(), 'src/styles/theme.css'), 'utf8');

/** The custom properties a theme block sets (`:where([data-ark-theme="dark"]) { … }`). */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--ark-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]]));
}

const rgb = (hex: string) => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
};

/** Evaluates the skeleton's `background`: `var(--x)`, `var(--x, fallback)` or `color-mix(in srgb, var(--a) N%, var(--b))`. */
function resolve(value: string, theme: Record<string, string>): number[] {
  const trimmed = value.trim();
  const mix = trimmed.match(/^color-mix\(in srgb, var\((--[\w-]+)\) (\d+)%, var\((--[\w-]+)\)\)$/);
  if (mix) {
    const [first, second] = [resolve(`var(${mix[1]})`, theme), resolve(`var(${mix[3]})`, theme)];
    const share = Number(mix[2]) / 100;
    return first.map((channel, index) => channel * share + (second[index] ?? 0) * (1 - share));
  }
  const variable = trimmed.match(/^var\((--[\w-]+)(?:,\s*(.+))?\)$/s);
  if (variable?.[1]) {
    const own = theme[variable[1]];
    if (own) return resolve(own, theme);
    if (variable[2]) return resolve(variable[2], theme);
    throw new Error(`${variable[1]} is not set`);
  }
  return rgb(trimmed);
}

const luminance = (color: number[]) => {
  const [r = 0, g = 0, b = 0] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const skeletonBackground = css.match(/\.ark-skeleton \{[^}]*?background: ([^;]+);/s)?.[1] ?? '';
const light = tokens(':where(:root, [data-ark-theme="light"])');
const themes = { light, dark: { ...light, ...tokens(':where([data-ark-theme="dark"])') } };

describe('skeleton bars', () => {
  test.each(Object.entries(themes))('stand out from the %s background (1.3:1 or more)', (_name, theme) => {
    const bar = resolve(skeletonBackground, theme);
    expect(contrast(bar, resolve('var(--ark-color-bg)', theme))).toBeGreaterThanOrEqual(1.3);
    expect(contrast(bar, resolve('var(--ark-color-bg-subtle)', theme))).toBeGreaterThanOrEqual(1.3);
  });
});
