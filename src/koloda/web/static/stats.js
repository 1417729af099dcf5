// Statistics of one player name: per game the games and wins, and each game's own figures
// (Тысяча: contracts made %, mean score, bolts, barrel falls; Durak: times fool), as small
// inline-SVG bar charts with a data table for screen readers.

import { t, tOr } from './i18n.js';
import { api } from './api.js';
import { h, obj, isInt, clockText } from './util.js';

const NS = 'http://www.w3.org/2000/svg';

function svg(tag, attrs, text) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Normalize the answer: a list of {game, figures...}, whatever the server's shape. */
export function perGame(data) {
  if (Array.isArray(data)) return data.filter((x) => x && typeof x === 'object').map((x) => ({ game: String(x.game ?? x.key ?? '?'), figures: figuresOf(x) }));
  const d = obj(data);
  const inner = [d.games, d.per_game, d.by_game].find((v) => v && typeof v === 'object');
  if (inner) return perGame(Array.isArray(inner) ? inner : Object.entries(inner).map(([game, v]) => ({ game, ...obj(v) })));
  return Object.entries(d).filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v)).map(([game, v]) => ({ game, figures: figuresOf(v) }));
}

function figuresOf(x) {
  const out = {};
  for (const [k, v] of Object.entries(x)) {
    if (k === 'game' || k === 'key') continue;
    if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
    else if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v)) if (typeof v2 === 'number' && Number.isFinite(v2)) out[`${k}.${k2}`] = v2;
    }
  }
  return out;
}

function isPercent(key, value) {
  return /pct|percent|rate|share|%/.test(key) && Math.abs(value) <= 100;
}

/** Grouped bars: games and wins per game. */
function overviewChart(rows, app) {
  const w = 520;
  const barH = 16;
  const gap = 14;
  const left = 130;
  const height = rows.length * (2 * barH + gap) + 30;
  const max = Math.max(1, ...rows.map((r) => r.figures.games ?? 0));
  const root = svg('svg', { viewBox: `0 0 ${w} ${height}`, class: 'chart', role: 'img', 'aria-labelledby': 'chart-overview-title' });
  root.append(svg('title', { id: 'chart-overview-title' }, t('stats.overview')));
  rows.forEach((r, k) => {
    const y = 10 + k * (2 * barH + gap);
    const title = app.gameTitle(r.game).split(' (')[0];
    root.append(svg('text', { x: left - 8, y: y + barH + 4, 'text-anchor': 'end', class: 'chart-label' }, title.length > 18 ? `${title.slice(0, 17)}…` : title));
    const games = r.figures.games ?? 0;
    const wins = r.figures.wins ?? 0;
    const gw = ((w - left - 60) * games) / max;
    const ww = ((w - left - 60) * wins) / max;
    root.append(svg('rect', { x: left, y, width: Math.max(1, gw), height: barH - 2, class: 'bar bar-games', rx: 3 }));
    root.append(svg('text', { x: left + gw + 6, y: y + barH - 4, class: 'chart-value' }, `${games}`));
    root.append(svg('rect', { x: left, y: y + barH, width: Math.max(1, ww), height: barH - 2, class: 'bar bar-wins', rx: 3 }));
    root.append(svg('text', { x: left + ww + 6, y: y + 2 * barH - 4, class: 'chart-value' }, `${wins}`));
  });
  const ly = height - 12;
  root.append(svg('rect', { x: left, y: ly - 9, width: 10, height: 10, class: 'bar bar-games' }));
  root.append(svg('text', { x: left + 14, y: ly, class: 'chart-label' }, t('stats.games')));
  root.append(svg('rect', { x: left + 110, y: ly - 9, width: 10, height: 10, class: 'bar bar-wins' }));
  root.append(svg('text', { x: left + 124, y: ly, class: 'chart-label' }, t('stats.wins')));
  return root;
}

/** One game's figures as horizontal bars (percentages on a 0–100 scale, counts against the
 * number of games or the largest figure). */
function gameChart(row, id) {
  const entries = Object.entries(row.figures).filter(([k]) => k !== 'games');
  const games = row.figures.games ?? 0;
  if (games && 'wins' in row.figures) entries.unshift(['win_pct', Math.round((1000 * row.figures.wins) / games) / 10]);
  const w = 420;
  const barH = 20;
  const left = 170;
  const height = entries.length * (barH + 8) + 8;
  const isMean = (k) => /mean|avg|average|score/.test(k);
  const maxCount = Math.max(1, games, ...entries.filter(([k, v]) => !isPercent(k, v) && !isMean(k)).map(([, v]) => Math.abs(v)));
  const root = svg('svg', { viewBox: `0 0 ${w} ${height}`, class: 'chart chart-small', role: 'img', 'aria-labelledby': `${id}-title` });
  root.append(svg('title', { id: `${id}-title` }, t('stats.figures')));
  entries.forEach(([k, v], i) => {
    const y = 6 + i * (barH + 8);
    const pct = isPercent(k, v);
    const frac = pct ? Math.min(1, Math.abs(v) / 100) : Math.min(1, Math.abs(v) / maxCount);
    const bw = (w - left - 60) * frac;
    root.append(svg('text', { x: left - 8, y: y + barH - 6, 'text-anchor': 'end', class: 'chart-label' }, tOr(`stats.k.${k}`, k)));
    if (!isMean(k)) {
      root.append(svg('rect', { x: left, y, width: w - left - 60, height: barH - 4, class: 'bar-track', rx: 3 }));
      root.append(svg('rect', { x: left, y, width: Math.max(1, bw), height: barH - 4, class: `bar ${v < 0 ? 'bar-neg' : 'bar-fig'}`, rx: 3 }));
    }
    root.append(svg('text', { x: left + (w - left - 60) + 6, y: y + barH - 6, class: 'chart-value' }, pct ? `${round(v)}%` : `${round(v)}`));
  });
  return root;
}

function round(v) {
  return Math.abs(v) >= 100 || Number.isInteger(v) ? String(Math.round(v)) : String(Math.round(v * 10) / 10);
}

function dataTable(row) {
  return h('table', { class: 'sr-only' }, h('tbody', {}, ...Object.entries(row.figures).map(([k, v]) => h('tr', {}, h('th', { scope: 'row' }, tOr(`stats.k.${k}`, k)), h('td', {}, round(v))))));
}

/** The cookie's own solitaire figures (GET /api/patience/stats): one row per game. */
async function patienceSection(app) {
  let data;
  try {
    data = obj(obj(await api.patienceStats()).games);
  } catch {
    return null;
  }
  const keys = Object.keys(data).sort((a, b) => app.gameTitle(a).localeCompare(app.gameTitle(b)));
  if (!keys.length) return null;
  const num = (v) => (isInt(v) ? String(v) : '—');
  return h('section', { class: 'panel', testid: 'patience-stats', 'aria-labelledby': 'pat-stats-title' },
    h('h2', { id: 'pat-stats-title' }, t('stats.patience')),
    h('p', { class: 'muted small' }, t('stats.patience_note')),
    h('div', { class: 'table-scroll' }, h('table', { class: 'sheet pat-stats' },
      h('thead', {}, h('tr', {}, ...['stats.p.game', 'stats.p.played', 'stats.p.won', 'stats.p.won_after_undo', 'stats.p.streak', 'stats.p.best_streak', 'stats.p.best_time', 'stats.p.fewest']
        .map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, ...keys.map((key) => {
        const s = obj(data[key]);
        const played = isInt(s.played) ? s.played : 0;
        const won = isInt(s.won) ? s.won : 0;
        return h('tr', { testid: `patience-stats-${key}` },
          h('th', { scope: 'row' }, app.gameTitle(key)), h('td', {}, num(s.played)),
          h('td', {}, `${won}${played ? ` (${Math.round((100 * won) / played)}%)` : ''}`),
          h('td', { testid: `patience-after-undo-${key}` }, num(s.won_after_undo ?? 0)),
          h('td', {}, num(s.streak)), h('td', {}, num(s.best_streak)),
          h('td', {}, typeof s.best_seconds === 'number' ? clockText(s.best_seconds) : '—'), h('td', {}, num(s.fewest_moves)));
      })))));
}

export async function mount(root, params, app) {
  try {
    await app.games();
  } catch {
    /* titles fall back to keys */
  }
  const name = params.name ?? app.me.name ?? '';
  const input = h('input', { type: 'text', id: 'stats-name', testid: 'stats-name', value: name, maxlength: 40, required: true });
  const out = h('div', { class: 'stats-out', 'aria-live': 'polite' });
  root.append(h('div', { class: 'page stats-page' },
    h('h1', { class: 'page-title' }, t('stats.title')),
    h('section', { class: 'panel' }, h('form', { class: 'inline-form', onsubmit: (e) => {
      e.preventDefault();
      const v = input.value.trim();
      if (v) app.navigate(`#/stats/${encodeURIComponent(v)}`);
    } }, h('label', { for: 'stats-name' }, t('stats.player')), input, h('button', { type: 'submit', class: 'btn btn-primary', testid: 'stats-show' }, t('stats.show')))),
    out));
  if (!params.name || params.name === app.me.name) {
    patienceSection(app).then((section) => { if (section) out.before(section); });
  }
  if (!name) {
    out.append(h('p', { class: 'muted' }, t('stats.enter_name')));
    return {};
  }
  out.append(h('p', { class: 'muted' }, t('app.loading')));
  let data;
  try {
    data = await api.stats(name);
  } catch (err) {
    out.replaceChildren(h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic')));
    return {};
  }
  const rows = perGame(data).filter((r) => Object.keys(r.figures).length);
  if (!rows.length) {
    out.replaceChildren(h('p', { class: 'muted', testid: 'stats-empty' }, t('stats.none', { name })));
    return {};
  }
  out.replaceChildren(
    h('section', { class: 'panel', testid: 'stats-overview' }, h('h2', {}, t('stats.overview_for', { name })), overviewChart(rows, app)),
    h('div', { class: 'stats-grid' }, ...rows.map((r, k) => h('section', { class: 'panel', testid: `stats-${r.game}` },
      h('h2', {}, app.gameTitle(r.game)), gameChart(r, `chart-${k}`), dataTable(r)))));
  return {};
}
