// Statistics of one player name: per game the games and wins, and each game's own figures
// (Тысяча: contracts made %, mean score, bolts, barrel falls; Durak: times fool), as small
// inline-SVG bar charts drawn at their box's width (labels stay legible on a phone), every
// label and value in the page's language (counts with their plural forms), and a data
// table for screen readers.

import { t, tn, lang } from './i18n.js';
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

// Every figure the server sends (docs/web-protocol.md, /api/stats), in the order shown, with
// how its value is written: a count with its noun (plural forms through tn), a percentage,
// or a plain number. A figure not listed here is not drawn: the page never shows a raw key.
const FIGURES = [
  ['win_pct', 'pct'],
  ['wins', 'stats.n.wins'],
  ['wins_after_undo', 'stats.n.wins'],
  ['fool', 'stats.n.times'],
  ['contracts', 'stats.n.contracts'],
  ['contracts_made', 'stats.n.contracts'],
  ['contracts_made_pct', 'pct'],
  ['mean_score', 'stats.n.points'],
  ['bolts', 'stats.n.bolts'],
  ['barrel_falls', 'stats.n.falls'],
];

function number(v) {
  const r = Math.abs(v) >= 100 || Number.isInteger(v) ? Math.round(v) : Math.round(v * 10) / 10;
  return r.toLocaleString(lang() === 'en' ? 'en-US' : 'ru-RU');
}

/** A figure's value as words: «3 победы», «75 %», «1 005 очков». */
function valueText(kind, v) {
  if (kind === 'pct') return t('stats.pct', { n: number(v) });
  return tn(kind, Number.isInteger(v) ? v : Math.round(v * 10) / 10, {}, number(v));
}

/** The width to draw a chart at: its box's own, so one SVG unit is one CSS pixel and the
 * 14 px labels stay 14 px on a phone (a chart scaled down to 360 px would not). */
function widthOf(box) {
  const w = Math.floor(box.clientWidth || 0);
  return Math.max(240, Math.min(640, w || 520));
}

/** Round steps for an axis from 0 to at least ``max``. */
function ticks(max, room) {
  const most = Math.max(2, Math.floor(room / 60));
  const raw = max / most;
  const mag = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) || mag * 10;
  const out = [];
  for (let v = 0; v <= max + step / 2 && out.length < 12; v += step) out.push(v);
  if (out[out.length - 1] < max) out.push(out[out.length - 1] + step);
  return out;
}

/** Games and wins per game: the game's name on its own line, then its two bars, each
 * with its value in words; an axis of the number of games under them, and a legend. */
function overviewChart(rows, app, w) {
  const pad = 8;
  const right = 16;
  const barH = 18;
  const rowH = 20 + 2 * barH + 14;
  const top = 34;
  const max = Math.max(1, ...rows.map((r) => r.figures.games ?? 0));
  const axis = ticks(max, w - 2 * pad - right);
  const span = axis[axis.length - 1];
  const plot = w - pad - right - pad;
  const x = (v) => pad + (plot * v) / span;
  const height = top + rows.length * rowH + 44;
  const root = svg('svg', { viewBox: `0 0 ${w} ${height}`, width: w, height, class: 'chart chart-overview', role: 'img', 'aria-labelledby': 'chart-overview-title', 'data-testid': 'stats-chart-overview' });
  root.append(svg('title', { id: 'chart-overview-title' }, t('stats.overview')));
  // the legend on top
  root.append(svg('rect', { x: pad, y: 8, width: 14, height: 14, class: 'bar bar-games', rx: 2 }));
  root.append(svg('text', { x: pad + 20, y: 20, class: 'chart-label' }, t('stats.games')));
  const second = pad + 20 + 12 + t('stats.games').length * 8.5;
  root.append(svg('rect', { x: second, y: 8, width: 14, height: 14, class: 'bar bar-wins', rx: 2 }));
  root.append(svg('text', { x: second + 20, y: 20, class: 'chart-label' }, t('stats.wins')));
  // grid lines under the bars
  const bottom = top + rows.length * rowH;
  for (const v of axis) root.append(svg('line', { x1: x(v), x2: x(v), y1: top, y2: bottom, class: 'chart-grid' }));
  rows.forEach((r, k) => {
    const y = top + k * rowH;
    const games = r.figures.games ?? 0;
    const wins = r.figures.wins ?? 0;
    root.append(svg('text', { x: pad, y: y + 15, class: 'chart-label chart-title' }, app.gameTitle(r.game)));
    const bars = [[games, 'bar-games', tn('stats.n.games', games)], [wins, 'bar-wins', tn('stats.n.wins', wins)]];
    bars.forEach(([v, cls, label], i) => {
      const by = y + 20 + i * barH;
      const bw = Math.max(2, x(v) - pad);
      root.append(svg('rect', { x: pad, y: by, width: bw, height: barH - 3, class: `bar ${cls}`, rx: 3 }));
      // the value after the bar, or inside it when the bar leaves no room after it
      const text = String(label);
      const need = text.length * 7.5 + 8;
      const inside = pad + bw + need > w - 2;
      root.append(svg('text', { x: inside ? pad + bw - 6 : pad + bw + 6, y: by + barH - 7, 'text-anchor': inside ? 'end' : 'start', class: `chart-value${inside ? ' chart-value-in' : ''}` }, text));
    });
  });
  root.append(svg('line', { x1: pad, x2: pad + plot, y1: bottom, y2: bottom, class: 'chart-axis' }));
  for (const v of axis) {
    root.append(svg('line', { x1: x(v), x2: x(v), y1: bottom, y2: bottom + 5, class: 'chart-axis' }));
    root.append(svg('text', { x: x(v), y: bottom + 19, 'text-anchor': v === 0 ? 'start' : 'middle', class: 'chart-tick' }, number(v)));
  }
  root.append(svg('text', { x: pad + plot / 2, y: bottom + 38, 'text-anchor': 'middle', class: 'chart-axis-label' }, t('stats.axis_games')));
  return root;
}

/** The figures of one game: a figure's name on its own line, then its bar (a count
 * against the number of games, a percentage against 100 %, the mean score as a number
 * only) with its value in words at the end. */
function gameChart(row, id, w) {
  const games = row.figures.games ?? 0;
  const values = { ...row.figures };
  if (games && 'wins' in values) values.win_pct = Math.round((1000 * values.wins) / games) / 10;
  const entries = FIGURES.filter(([k]) => typeof values[k] === 'number');
  const pad = 8;
  const barH = 16;
  const rowH = 18 + barH + 12;
  const valueW = Math.min(130, Math.round(w * 0.36));
  const track = w - 2 * pad - valueW;
  const height = entries.length * rowH + 6;
  const root = svg('svg', { viewBox: `0 0 ${w} ${height}`, width: w, height, class: 'chart chart-small', role: 'img', 'aria-labelledby': `${id}-title`, 'data-testid': `stats-chart-${row.game}` });
  root.append(svg('title', { id: `${id}-title` }, t('stats.figures')));
  // a count against the number of games, or against the largest count when one is more
  // (a player declares several contracts a game)
  const maxCount = Math.max(1, games, ...entries.filter(([k, kind]) => kind !== 'pct' && k !== 'mean_score').map(([k]) => Math.abs(values[k])));
  entries.forEach(([k, kind], i) => {
    const v = values[k];
    const y = 4 + i * rowH;
    root.append(svg('text', { x: pad, y: y + 14, class: 'chart-label' }, t(`stats.k.${k}`)));
    const by = y + 20;
    if (k !== 'mean_score') {
      const frac = kind === 'pct' ? Math.min(1, Math.abs(v) / 100) : Math.min(1, Math.abs(v) / maxCount);
      root.append(svg('rect', { x: pad, y: by, width: track, height: barH - 2, class: 'bar-track', rx: 3 }));
      root.append(svg('rect', { x: pad, y: by, width: Math.max(2, track * frac), height: barH - 2, class: `bar ${v < 0 ? 'bar-neg' : 'bar-fig'}`, rx: 3 }));
    }
    root.append(svg('text', { x: k === 'mean_score' ? pad : pad + track + 8, y: by + barH - 4, class: 'chart-value' }, valueText(kind, v)));
  });
  return root;
}

/** The same figures as a table, for screen readers. */
function dataTable(row) {
  const games = row.figures.games ?? 0;
  const rows = [['games', 'stats.n.games', games], ...FIGURES.filter(([k]) => k !== 'win_pct' && typeof row.figures[k] === 'number').map(([k, kind]) => [k, kind, row.figures[k]])];
  // in a box of its own: a table ignores the 1 px width of .sr-only and would widen the page
  return h('div', { class: 'sr-only' }, h('table', {}, h('tbody', {}, ...rows.map(([k, kind, v]) => h('tr', {}, h('th', { scope: 'row' }, t(`stats.k.${k}`)), h('td', {}, valueText(kind, v)))))));
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
  const overview = h('section', { class: 'panel', testid: 'stats-overview' }, h('h2', {}, t('stats.overview_for', { name })));
  const boxes = rows.map((r) => h('section', { class: 'panel', testid: `stats-${r.game}` }, h('h2', {}, app.gameTitle(r.game))));
  out.replaceChildren(overview, h('div', { class: 'stats-grid' }, ...boxes), h('p', { class: 'muted small' }, t('stats.scale_note')));
  let drawn = '';
  const draw = () => {
    const widths = [overview, ...boxes].map((b) => widthOf(b.querySelector('h2') || b)).join();
    if (widths === drawn) return;
    drawn = widths;
    overview.replaceChildren(overview.firstChild, overviewChart(rows, app, widthOf(overview.firstChild)));
    boxes.forEach((b, k) => b.replaceChildren(b.firstChild, gameChart(rows[k], `chart-${k}`, widthOf(b.firstChild)), dataTable(rows[k])));
  };
  draw();
  let timer = 0;
  const onResize = () => { clearTimeout(timer); timer = setTimeout(draw, 150); };
  window.addEventListener('resize', onResize);
  return { unmount: () => { clearTimeout(timer); window.removeEventListener('resize', onResize); } };
}
