// The page's entry: hash router, top bar, settings dialog, toasts, screen-reader
// announcements. Each route module exports mount(root, params, app) → {unmount, refresh}.

import { t, lang, setLang, translateStatic } from './i18n.js';
import { api } from './api.js';
import { h, clear } from './util.js';
import { settings, update, onChange, applyToDocument, hasSavedLang } from './settings.js';
import { ensureSprite } from './cards.js';
import * as lobby from './lobby.js';
import * as table from './table.js';
import * as records from './records.js';
import * as stats from './stats.js';
import * as rules from './rules.js';
import * as library from './library.js';
import * as tell from './tell.js';

const app = {
  me: { name: null, lang: 'ru' },
  gamesCache: null,
  toast,
  announce,
  navigate,
  /** The games list (/api/games), fetched once. */
  async games() {
    if (!this.gamesCache) {
      const list = await api.games();
      this.gamesCache = Array.isArray(list) ? list : [];
    }
    return this.gamesCache;
  },
  gameTitle(key) {
    const g = (this.gamesCache || []).find((x) => x && x.key === key);
    if (!g) return String(key ?? '');
    return (lang() === 'en' ? g.title_en || g.title_ru : g.title_ru || g.title_en) || key;
  },
  async refreshMe() {
    try {
      const me = await api.me();
      if (me && typeof me === 'object') this.me = { name: typeof me.name === 'string' ? me.name : null, lang: me.lang === 'en' ? 'en' : 'ru' };
    } catch (err) {
      if (err.code !== 'network') toast(err.text ? err.text() : String(err));
    }
    return this.me;
  },
};

// --- toasts and announcements ---

function toast(message, kind = 'error') {
  const box = document.getElementById('toasts');
  if (!box || !message) return;
  const item = h('div', { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status', testid: 'toast' },
    h('span', {}, message),
    h('button', { type: 'button', class: 'toast-close', 'aria-label': t('common.close'), onclick: () => item.remove() }, '×'));
  box.append(item);
  setTimeout(() => item.remove(), kind === 'error' ? 7000 : 3500);
}

let announceTimer = null;
function announce(text) {
  const region = document.getElementById('announcer');
  if (!region || !text) return;
  clearTimeout(announceTimer);
  // a fresh text node each time so repeated texts are read again
  region.textContent = '';
  announceTimer = setTimeout(() => { region.textContent = text; }, 60);
}

// --- routing ---

const ROUTES = [
  [/^\/?$/, 'lobby', (m, query) => ({ game: query.get('game'), preset: query.get('preset'), variant: query.get('variant') })],
  [/^\/t\/([^/]+)$/, 'table', (m) => ({ id: decodeURIComponent(m[1]) })],
  [/^\/join\/([^/]+)\/([^/]+)$/, 'join', (m) => ({ id: decodeURIComponent(m[1]), invite: decodeURIComponent(m[2]) })],
  [/^\/records$/, 'records', () => ({})],
  [/^\/r\/([^/]+)$/, 'replay', (m) => ({ id: decodeURIComponent(m[1]) })],
  [/^\/stats(?:\/([^/]+))?$/, 'stats', (m) => ({ name: m[1] ? decodeURIComponent(m[1]) : null })],
  [/^\/tell(?:\/([^/]+))?$/, 'tell', (m) => ({ key: m[1] ? decodeURIComponent(m[1]) : null })],
  [/^\/library(?:\/([^/]+))?$/, 'library', (m) => ({ key: m[1] ? decodeURIComponent(m[1]) : null })],
  [/^\/rules(?:\/([^/]+))?(?:\/([^/]+))?$/, 'rules', (m) => ({ game: m[1] ? decodeURIComponent(m[1]) : null, key: m[2] ? decodeURIComponent(m[2]) : null })],
];

const MOUNTS = {
  lobby: (root, p) => lobby.mount(root, p, app),
  join: (root, p) => lobby.mountJoin(root, p, app),
  table: (root, p) => table.mount(root, p, app),
  records: (root, p) => records.mount(root, p, app),
  replay: (root, p) => records.mountReplay(root, p, app),
  stats: (root, p) => stats.mount(root, p, app),
  rules: (root, p) => rules.mount(root, p, app),
  library: (root, p) => library.mount(root, p, app),
  tell: (root, p) => tell.mount(root, p, app),
};

let current = null; // {name, params, handle}

function parseHash() {
  const raw = location.hash.replace(/^#/, '');
  const [path, search] = raw.split('?');
  const query = new URLSearchParams(search || '');
  for (const [re, name, params] of ROUTES) {
    const m = re.exec(path);
    if (m) return { name, params: params(m, query) };
  }
  return { name: 'notfound', params: {} };
}

function navigate(hash) {
  if (location.hash === hash) route();
  else location.hash = hash;
}

async function route() {
  const { name, params } = parseHash();
  if (current?.handle?.unmount) {
    try {
      current.handle.unmount();
    } catch (err) {
      console.error(err);
    }
  }
  current = null;
  const root = document.getElementById('app');
  clear(root);
  for (const a of document.querySelectorAll('.nav a')) {
    const on = a.dataset.route === name || (a.dataset.route === 'records' && name === 'replay') || (a.dataset.route === 'library' && name === 'rules') || (a.dataset.route === 'lobby' && (name === 'table' || name === 'join'));
    if (on) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  document.body.dataset.route = name;
  if (name === 'notfound') {
    root.append(h('section', { class: 'panel' }, h('h1', {}, t('app.not_found')), h('p', {}, h('a', { href: '#/' }, t('nav.lobby')))));
    current = { name, params, handle: null };
    return;
  }
  // each route draws into a view of its own: a page still loading when the address
  // changes (the lobby waits for the games list) draws into a detached view, never beside
  // the next page
  const view = h('div', { class: 'route-view' });
  root.append(view);
  let handle = null;
  try {
    handle = await MOUNTS[name](view, params);
  } catch (err) {
    console.error(err);
    toast(err && err.text ? err.text() : t('error.generic'));
  }
  if (!view.isConnected) {
    // the address changed while this page loaded: it is gone already, and so is its handle
    try {
      handle?.unmount?.();
    } catch (err) {
      console.error(err);
    }
    return;
  }
  current = { name, params, handle };
}

// --- top bar and settings ---

function refreshChrome() {
  translateStatic(document);
  const btn = document.getElementById('lang-toggle');
  if (btn) {
    btn.textContent = lang() === 'ru' ? 'EN' : 'RU';
    btn.setAttribute('aria-label', t('settings.switch_lang'));
  }
  document.title = t('app.title');
}

function openSettings() {
  const s = settings();
  const radio = (name, value, label, checked) => h('label', { class: 'radio' },
    h('input', { type: 'radio', name, value, checked, testid: `setting-${name}-${value}`, onchange: () => update({ [name]: value }) }), ' ', label);
  const dlg = h('dialog', { class: 'dialog', testid: 'settings-dialog', 'aria-labelledby': 'settings-title' },
    h('form', { method: 'dialog', class: 'settings' },
      h('h2', { id: 'settings-title' }, t('settings.title')),
      h('fieldset', {}, h('legend', {}, t('settings.lang')),
        radio('lang', 'ru', 'Русский', s.lang === 'ru'), radio('lang', 'en', 'English', s.lang === 'en')),
      h('fieldset', {}, h('legend', {}, t('settings.ranks')),
        radio('ranks', 'auto', t('settings.ranks_auto'), s.ranks === 'auto'),
        radio('ranks', 'ru', t('settings.ranks_ru'), s.ranks === 'ru'),
        radio('ranks', 'en', t('settings.ranks_en'), s.ranks === 'en')),
      h('fieldset', {}, h('legend', {}, t('settings.deck')),
        h('label', { class: 'check' }, h('input', { type: 'checkbox', checked: s.fourColour, testid: 'setting-four-colour', onchange: (e) => update({ fourColour: e.target.checked }) }), ' ', t('settings.four_colour')),
        h('div', { class: 'row' }, t('settings.back'), ' ',
          radio('back', 'red', t('settings.back_red'), s.back === 'red'), radio('back', 'blue', t('settings.back_blue'), s.back === 'blue'))),
      h('fieldset', {}, h('legend', {}, t('settings.comfort')),
        h('label', { class: 'check' }, h('input', { type: 'checkbox', checked: s.sound, testid: 'setting-sound', onchange: (e) => update({ sound: e.target.checked }) }), ' ', t('settings.sound')),
        h('label', { class: 'field' }, h('span', {}, t('settings.speed')),
          h('select', { testid: 'setting-speed', onchange: (e) => update({ speed: e.target.value }) },
            ...['off', 'slow', 'normal', 'fast'].map((v) => h('option', { value: v, selected: s.speed === v }, t(`settings.speed_${v}`)))))),
      h('p', { class: 'hint' }, t('settings.motion_note')),
      h('div', { class: 'actions' }, h('button', { class: 'btn btn-primary', value: 'close', testid: 'settings-close' }, t('common.close')))));
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  if (typeof dlg.showModal === 'function') dlg.showModal();
  else dlg.setAttribute('open', '');
}

function init() {
  applyToDocument();
  ensureSprite();
  refreshChrome();
  document.getElementById('lang-toggle')?.addEventListener('click', () => setLang(lang() === 'ru' ? 'en' : 'ru'));
  document.getElementById('settings-open')?.addEventListener('click', openSettings);
  onChange((s, patch) => {
    refreshChrome();
    if ('lang' in patch && app.me.name) api.setMe(app.me.name, s.lang).catch(() => {});
    if (current?.handle?.refresh) current.handle.refresh(patch);
    else if ('lang' in patch || 'ranks' in patch || 'back' in patch) route();
    // an open settings dialog keeps its controls; its texts follow the next time it opens
  });
  window.addEventListener('hashchange', route);
  app.refreshMe().then((me) => {
    if (!hasSavedLang() && me.lang && me.lang !== lang()) setLang(me.lang);
    route();
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();

export default app;
