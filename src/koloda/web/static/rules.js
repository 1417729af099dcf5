// Rules pages: the game's section of docs/rules.md (GET /api/rules/{game}) and the rule
// schema as a table whose rows are the anchors the lobby's "?" links point at.

import { t, tOr, field } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt } from './util.js';

/** The server's HTML with anything active removed (scripts, handlers, javascript: links). */
function safeHtml(html) {
  const doc = new DOMParser().parseFromString(`<div>${String(html ?? '')}</div>`, 'text/html');
  const root = doc.body.firstElementChild || doc.createElement('div');
  for (const el of root.querySelectorAll('script, style, iframe, object, embed, link, meta, form')) el.remove();
  for (const el of root.querySelectorAll('*')) {
    for (const a of [...el.attributes]) {
      const v = a.value.trim().toLowerCase();
      if (a.name.startsWith('on') || ((a.name === 'href' || a.name === 'src' || a.name === 'xlink:href') && (v.startsWith('javascript:') || v.startsWith('data:')))) el.removeAttribute(a.name);
    }
  }
  const frag = document.createDocumentFragment();
  for (const n of [...root.childNodes]) frag.append(document.importNode(n, true));
  return frag;
}

function valueText(v) {
  if (v === true) return t('common.on');
  if (v === false) return t('common.off');
  if (v === null || v === undefined) return t('lobby.off');
  return String(v);
}

function allowedText(rule) {
  const type = String(rule.type ?? '');
  if (type === 'bool') return `${t('common.on')} / ${t('common.off')}`;
  if (type === 'choice') return arr(rule.allowed).map(String).join(', ');
  if (type.startsWith('int')) {
    let s = `${isInt(rule.min) ? rule.min : '…'}–${isInt(rule.max) ? rule.max : '…'}`;
    if (isInt(rule.step) && rule.step !== 1) s += ` (${t('rules.step', { n: rule.step })})`;
    if (type === 'int|none') s += `, ${t('lobby.off')}`;
    return s;
  }
  return arr(rule.allowed).map(String).join(', ');
}

function schemaTable(game, rules) {
  return h('div', { class: 'table-scroll' }, h('table', { class: 'list-table schema', testid: 'rule-schema' },
    h('thead', {}, h('tr', {}, ...['rules.key', 'rules.default', 'rules.allowed', 'rules.meaning'].map((k) => h('th', { scope: 'col' }, t(k))))),
    h('tbody', {}, ...rules.map((r) => h('tr', { id: `rule-doc-${r.key}`, testid: `rule-doc-${r.key}`, tabindex: -1 },
      h('td', {}, h('code', {}, r.key)),
      h('td', {}, valueText(r.default)),
      h('td', {}, allowedText(r)),
      h('td', {}, field(r, 'description')))))));
}

export async function mount(root, params, app) {
  let games = [];
  try {
    games = await app.games();
  } catch (err) {
    root.append(h('section', { class: 'panel' }, h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic'))));
    return {};
  }
  const nav = h('nav', { class: 'rules-nav', 'aria-label': t('rules.games') }, ...games.map((g) => h('a', {
    href: `#/rules/${encodeURIComponent(g.key)}`, class: 'btn btn-ghost', 'aria-current': g.key === params.game ? 'page' : undefined, testid: `rules-${g.key}`,
  }, field(g, 'title') || g.key)));
  const page = h('div', { class: 'page rules-page' }, h('h1', { class: 'page-title' }, t('rules.title')), nav);
  root.append(page);
  if (!params.game) {
    page.append(h('p', { class: 'muted' }, t('rules.pick')));
    return {};
  }
  const game = games.find((g) => g.key === params.game);
  let data = {};
  try {
    data = obj(await api.rules(params.game));
  } catch (err) {
    page.append(h('section', { class: 'panel' }, h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic'))));
    if (!game) return {};
  }
  const raw = Array.isArray(data.rules) ? data.rules : Array.isArray(data.schema) ? data.schema : arr(obj(data.schema).rules);
  const schema = raw.filter((r) => r && typeof r.key === 'string');
  const rules = schema.length ? schema : arr(game?.rules).filter((r) => r && typeof r.key === 'string');
  const text = h('section', { class: 'panel rules-text', testid: 'rules-html', lang: 'en' });
  if (typeof data.html === 'string' && data.html) text.append(safeHtml(data.html));
  else text.append(h('p', { class: 'muted' }, t('rules.no_text')));
  page.append(text);
  const presets = Object.entries(obj(game?.presets));
  const variants = arr(game?.variants).map((v) => (typeof v === 'string' ? { key: v } : obj(v)));
  page.append(h('section', { class: 'panel' }, h('h2', {}, t('rules.schema', { n: rules.length })), schemaTable(params.game, rules)));
  if (variants.length) {
    page.append(h('section', { class: 'panel' }, h('h2', {}, t('lobby.variants')),
      h('dl', { class: 'defs' }, ...variants.flatMap((v) => [h('dt', {}, h('code', {}, v.key)), h('dd', {}, field(v, 'description') || '', v.rules ? h('small', { class: 'muted' }, ' ', JSON.stringify(v.rules)) : null)]))));
  }
  if (presets.length) {
    page.append(h('section', { class: 'panel' }, h('h2', {}, t('lobby.preset')),
      h('dl', { class: 'defs' }, ...presets.flatMap(([k, v]) => [h('dt', {}, h('code', {}, k), ' ', tOr(`preset.${params.game}.${k}`, '')), h('dd', {}, Object.entries(obj(v)).map(([a, b]) => `${a}=${JSON.stringify(b)}`).join(', ') || t('rules.defaults'))]))));
  }
  if (params.key) {
    const row = document.getElementById(`rule-doc-${params.key}`);
    if (row) {
      row.classList.add('highlight');
      row.scrollIntoView({ block: 'center' });
      row.focus({ preventScroll: true });
    }
  }
  return {};
}
