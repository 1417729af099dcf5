// Playing cards drawn as inline SVG by this page's own code: faces with pips, court cards,
// jokers, backs. Ranks with Russian (В Д К Т) or English (J Q K A) indices; a four-colour
// deck is a CSS switch (the suit inks are CSS variables).

import { h } from './util.js';
import { t, lang } from './i18n.js';
import { settings, russianRanks } from './settings.js';

const NS = 'http://www.w3.org/2000/svg';
export const SUITS = ['S', 'C', 'D', 'H'];
const SUIT_UNICODE = { S: '♠', C: '♣', D: '♦', H: '♥' };
const RANK_EN = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const RANK_RU = { 11: 'В', 12: 'Д', 13: 'К', 14: 'Т' };
const RANK_PARSE = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

const CARD_RE = /^(10|[2-9TJQKA])([SCDH])('?)$/i;
const JOKER_RE = /^(RJ|BJ)('?)$/i;

/** A card text (ASCII: "QH", "10H", "TH", "RJ", "QD'") as parts; null if not a card. */
export function parseCard(text) {
  if (typeof text !== 'string') return null;
  const s = text.trim();
  let m = CARD_RE.exec(s);
  if (m) {
    const r = m[1].toUpperCase();
    const rank = RANK_PARSE[r] ?? Number(r);
    const suit = m[2].toUpperCase();
    const copy = m[3] ? 1 : 0;
    return { rank, suit, copy, joker: false, text: rankAscii(rank) + suit + (copy ? "'" : '') };
  }
  m = JOKER_RE.exec(s);
  if (m) {
    const kind = m[1].toUpperCase();
    return { rank: 0, suit: kind === 'RJ' ? 'RJ' : 'BJ', copy: m[2] ? 1 : 0, joker: true,
      red: kind === 'RJ', text: kind + (m[2] ? "'" : '') };
  }
  return null;
}

function rankAscii(rank) {
  return RANK_EN[rank] ?? String(rank);
}

/** The index shown on a card for the current settings. */
export function rankIndex(rank) {
  return (russianRanks() ? RANK_RU : RANK_EN)[rank] ?? String(rank);
}

/** A readable name for screen readers: "дама червей" / "queen of hearts". */
export function cardName(text) {
  if (text === '?' ) return t('card.face_down');
  if (typeof text === 'string' && /^#\d+$/.test(text)) return t('card.slot', { n: text.slice(1) });
  const c = parseCard(text);
  if (!c) return String(text ?? '');
  if (c.joker) return t(c.red ? 'card.red_joker' : 'card.black_joker');
  return t('card.name', { rank: t(`rank.${c.rank}`), suit: t(`suit_of.${c.suit}`) });
}

/** Short display form with a suit symbol in the page's language: "Д♥", "10♠". */
export function cardShort(text) {
  const c = parseCard(text);
  if (!c) return String(text ?? '');
  if (c.joker) return lang() === 'ru' ? 'Дж' : 'Jk';
  return rankIndex(c.rank) + SUIT_UNICODE[c.suit];
}

// --- the sprite: suit shapes and back patterns, defined once in the document ---

const SUIT_PATHS = {
  H: '<path d="M50 92 C22 68 3 50 3 29 C3 13 15 3 29 3 C39 3 46 9 50 19 C54 9 61 3 71 3 C85 3 97 13 97 29 C97 50 78 68 50 92 Z"/>',
  D: '<path d="M50 2 L88 50 L50 98 L12 50 Z"/>',
  S: '<path d="M50 3 C32 28 5 42 5 63 C5 77 16 85 28 85 C37 85 44 81 47 75 C46 86 41 93 32 98 L68 98 C59 93 54 86 53 75 C56 81 63 85 72 85 C84 85 95 77 95 63 C95 42 68 28 50 3 Z"/>',
  C: '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="60" r="21"/><circle cx="74" cy="60" r="21"/><path d="M45 50 C45 76 40 90 31 98 L69 98 C60 90 55 76 55 50 Z"/>',
};

export function ensureSprite() {
  if (document.getElementById('koloda-sprite')) return;
  const svg = document.createElementNS(NS, 'svg');
  svg.id = 'koloda-sprite';
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('width', '0');
  svg.setAttribute('height', '0');
  svg.style.position = 'absolute';
  let defs = '';
  for (const s of SUITS) defs += `<symbol id="suit-${s}" viewBox="0 0 100 100">${SUIT_PATHS[s]}</symbol>`;
  defs += `<pattern id="back-red" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="10" height="10" fill="#a3162b"/><path d="M0 5 H10 M5 0 V10" stroke="#e8b4bc" stroke-width="1.4"/></pattern>
    <pattern id="back-blue" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="10" height="10" fill="#1d3f8f"/><path d="M0 5 H10 M5 0 V10" stroke="#b8c8ef" stroke-width="1.4"/></pattern>`;
  svg.innerHTML = `<defs>${defs}</defs>`;
  document.body.prepend(svg);
}

// --- drawing ---

const L = 31, C = 50, R = 69;
const PIPS = {
  2: [[C, 30], [C, 110, 1]],
  3: [[C, 30], [C, 70], [C, 110, 1]],
  4: [[L, 30], [R, 30], [L, 110, 1], [R, 110, 1]],
  5: [[L, 30], [R, 30], [C, 70], [L, 110, 1], [R, 110, 1]],
  6: [[L, 30], [R, 30], [L, 70], [R, 70], [L, 110, 1], [R, 110, 1]],
  7: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [L, 110, 1], [R, 110, 1]],
  8: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [C, 90, 1], [L, 110, 1], [R, 110, 1]],
  9: [[L, 30], [R, 30], [L, 56], [R, 56], [C, 70], [L, 84, 1], [R, 84, 1], [L, 110, 1], [R, 110, 1]],
  10: [[L, 30], [R, 30], [C, 43], [L, 56], [R, 56], [L, 84, 1], [R, 84, 1], [C, 97, 1], [L, 110, 1], [R, 110, 1]],
};

function svgEl(tag, attrs) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
  return el;
}

function pip(suit, x, y, size, flip) {
  const u = svgEl('use', {
    href: `#suit-${suit}`, x: x - size / 2, y: y - size / 2, width: size, height: size,
  });
  if (flip) u.setAttribute('transform', `rotate(180 ${x} ${y})`);
  return u;
}

function corner(g, idx, suit, rotate) {
  const grp = svgEl('g', rotate ? { transform: 'rotate(180 50 70)' } : {});
  const text = svgEl('text', {
    x: 12, y: 24, 'text-anchor': 'middle', 'font-size': idx.length > 1 ? 19 : 22,
    'font-weight': 700, 'font-family': 'DejaVu Sans, Arial, sans-serif',
    'letter-spacing': idx.length > 1 ? -1.5 : 0,
  });
  text.textContent = idx;
  grp.append(text);
  if (suit) grp.append(pip(suit, 12, 35, 13, false));
  g.append(grp);
}

/** The SVG of one card face, a back ("?"), or an empty place (null). */
export function cardSvg(text) {
  const svg = svgEl('svg', { viewBox: '0 0 100 140', class: 'card-svg', 'aria-hidden': 'true', focusable: 'false' });
  const c = text === '?' || text === null || text === undefined ? null : parseCard(text);
  if (text === null || text === undefined) {
    svg.append(svgEl('rect', { x: 2, y: 2, width: 96, height: 136, rx: 8, class: 'card-empty' }));
    return svg;
  }
  if (!c) {
    // a back: a face-down card, a hidden hand slot, or anything unreadable
    svg.append(svgEl('rect', { x: 1, y: 1, width: 98, height: 138, rx: 8, class: 'card-bg' }));
    svg.append(svgEl('rect', {
      x: 8, y: 8, width: 84, height: 124, rx: 5,
      fill: `url(#back-${settings().back === 'blue' ? 'blue' : 'red'})`, class: 'card-back-fill',
    }));
    if (typeof text === 'string' && /^#\d+$/.test(text)) {
      svg.append(svgEl('circle', { cx: 50, cy: 70, r: 19, class: 'slot-badge' }));
      const tx = svgEl('text', { x: 50, y: 78, 'text-anchor': 'middle', 'font-size': 22, 'font-weight': 700, class: 'slot-text', 'font-family': 'DejaVu Sans, Arial, sans-serif' });
      tx.textContent = text.slice(1);
      svg.append(tx);
    }
    return svg;
  }
  svg.append(svgEl('rect', { x: 1, y: 1, width: 98, height: 138, rx: 8, class: 'card-bg' }));
  if (c.joker) {
    const g = svgEl('g', { class: c.red ? 'ink-H' : 'ink-S' });
    const word = lang() === 'ru' ? 'ДЖОКЕР' : 'JOKER';
    [...word].forEach((ch, i) => {
      const tx = svgEl('text', { x: 12, y: 20 + i * 15, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, 'font-family': 'DejaVu Sans, Arial, sans-serif' });
      tx.textContent = ch;
      g.append(tx);
    });
    g.append(svgEl('path', {
      d: 'M58 38 L65 60 L88 60 L70 74 L77 97 L58 83 L39 97 L46 74 L28 60 L51 60 Z',
    }));
    svg.append(g);
    return svg;
  }
  const g = svgEl('g', { class: `ink-${c.suit}` });
  const idx = rankIndex(c.rank);
  corner(g, idx, c.suit, false);
  corner(g, idx, c.suit, true);
  if (c.rank === 14) {
    g.append(pip(c.suit, 50, 70, 46, false));
  } else if (c.rank >= 11) {
    g.append(svgEl('rect', { x: 24, y: 22, width: 52, height: 96, rx: 4, class: 'court-frame' }));
    const tx = svgEl('text', { x: 50, y: 84, 'text-anchor': 'middle', 'font-size': 46, 'font-weight': 700, 'font-family': 'DejaVu Serif, Georgia, serif' });
    tx.textContent = idx;
    g.append(tx);
    g.append(pip(c.suit, 35, 34, 14, false));
    g.append(pip(c.suit, 65, 106, 14, true));
  } else {
    for (const [x, y, flip] of PIPS[c.rank] || [[C, 70]]) g.append(pip(c.suit, x, y, 19, !!flip));
  }
  if (c.copy) {
    const tx = svgEl('text', { x: 88, y: 20, 'text-anchor': 'middle', 'font-size': 11, class: 'copy-mark' });
    tx.textContent = '2';
    svg.append(tx);
  }
  svg.append(g);
  return svg;
}

/**
 * A card for display: <span class="card"> holding the SVG, named for screen readers.
 * opts: {size: 'sm'|'md'|'lg', testid, cls}
 */
export function cardNode(text, opts = {}) {
  const span = h('span', {
    class: `card card-${opts.size || 'md'}${opts.cls ? ' ' + opts.cls : ''}${text === '?' || text === undefined ? ' card-back' : ''}${text === null ? ' card-place' : ''}`,
    role: 'img',
    'aria-label': text === null ? t('card.empty') : cardName(text),
    testid: opts.testid,
    title: text && text !== '?' ? cardShort(text) : undefined,
  });
  span.append(cardSvg(text));
  return span;
}

/** A small inline suit symbol (SVG) in the suit's ink. */
export function suitNode(letter, opts = {}) {
  const span = h('span', { class: `suit-icon ink-${letter}`, role: 'img', 'aria-label': t(`suit.${letter}`) });
  const svg = svgEl('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgEl('use', { href: `#suit-${letter}`, x: 0, y: 0, width: 100, height: 100 }));
  span.append(svg);
  if (opts.label) span.append(h('span', { class: 'suit-label' }, t(`suit.${letter}`)));
  return span;
}
