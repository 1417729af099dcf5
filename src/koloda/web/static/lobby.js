// The lobby: a tile per game (one click to play the computer or to invite friends; the
// base game, the rule sets and a closed section of variants and house rules, all drawn
// from /api/games), the solitaires and tellings as small tiles, your name, the invite
// link, your open tables, joining by link.

import { t, tOr, lang, field, presetTitle, choiceLabel } from './i18n.js';
import { api, saveSeatToken, rememberInvite } from './api.js';
import { h, arr, obj, isInt } from './util.js';
import { myTables } from './mytables.js';
import { rulesHref } from './rules.js';

function errText(err) {
  return err && typeof err.text === 'function' ? err.text() : t('error.generic');
}

// --- the name ---

function nameSection(app, onSaved) {
  const box = h('section', { class: 'panel name-panel', 'aria-labelledby': 'name-title' });
  const render = () => {
    box.replaceChildren();
    box.append(h('h2', { id: 'name-title' }, t('lobby.you')));
    if (app.me.name) {
      box.append(h('p', { class: 'me-line' }, t('lobby.named', { name: app.me.name }), ' ',
        h('button', { type: 'button', class: 'btn btn-small', testid: 'name-change', onclick: () => { app.me.editing = true; render(); } }, t('lobby.change_name'))));
      if (!app.me.editing) return;
    }
    const input = h('input', { id: 'name-input', type: 'text', maxlength: 40, required: true, autocomplete: 'nickname', value: app.me.name || '', testid: 'name-input' });
    const form = h('form', { class: 'inline-form', onsubmit: async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      if (!name || name.length > 40 || /[\u0000-\u001f\u007f]/.test(name)) {
        app.toast(t('lobby.name_invalid'));
        input.focus();
        return;
      }
      try {
        const me = await api.setMe(name, lang());
        app.me = { name: me && typeof me.name === 'string' ? me.name : name, lang: lang() };
        app.toast(t('lobby.name_saved'), 'info');
        render();
        onSaved?.();
      } catch (err) {
        app.toast(errText(err));
      }
    } },
    h('label', { for: 'name-input' }, t('lobby.name_label')), input,
    h('button', { type: 'submit', class: 'btn btn-primary', testid: 'name-save' }, t('lobby.save_name')));
    box.append(form);
  };
  render();
  return box;
}

// --- the game tiles: one per game, everything drawn from the schema of /api/games ---

function variantsOf(game) {
  return arr(game.variants).map((v) => (typeof v === 'string' ? { key: v, rules: {} } : obj(v))).filter((v) => typeof v.key === 'string');
}

function presetsOf(game) {
  const p = obj(game.presets);
  return Object.keys(p).map((k) => ({ key: k, rules: obj(p[k]) }));
}

function rulesOf(game) {
  return arr(game.rules).filter((r) => r && typeof r.key === 'string');
}

/** Defaults, then the preset, then each chosen variant (the server's order). */
function baseValues(game, preset, variants = []) {
  const out = {};
  for (const r of rulesOf(game)) out[r.key] = r.default ?? null;
  const p = presetsOf(game).find((x) => x.key === preset);
  if (p) Object.assign(out, p.rules);
  for (const v of variantsOf(game)) if (variants.includes(v.key)) Object.assign(out, obj(v.rules));
  return out;
}

function sameValue(a, b) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A solitaire: a one-player game of the patience family (no seats to fill, no one to
 * invite; a deal number may be chosen). */
export function isSolitaire(g) {
  return obj(g).family === 'patience';
}

/** The base game: a choice rule named `base` (Durak's простой / подкидной / переводной),
 * drawn as one radio group on the tile. */
function baseRule(game) {
  return rulesOf(game).find((r) => r.key === 'base' && r.type === 'choice' && arr(r.allowed).length > 1) || null;
}

/** A variant that only picks the base game is the radio group already. */
function onlyBase(v, base) {
  const keys = Object.keys(obj(v.rules));
  return !!base && keys.length === 1 && keys[0] === base.key;
}

/** A variant that switches on one yes/no rule is that rule: the rule is shown once, as the
 * variant (its name and line), never a second time among the house rules. */
function ownedRule(v, game) {
  const keys = Object.keys(obj(v.rules));
  if (keys.length !== 1) return null;
  const r = rulesOf(game).find((x) => x.key === keys[0]);
  return r && r.type === 'bool' && v.rules[keys[0]] === true ? r.key : null;
}

/** "title: what it does" → [title, line] (the schema's descriptions read so). */
function splitDescription(text) {
  const i = text.indexOf(': ');
  return i > 0 && i < 40 ? [text.slice(0, i), text.slice(i + 2)] : [text, ''];
}

function defaultAgent(game) {
  const agents = arr(game.agents).filter((a) => typeof a === 'string');
  return agents.includes('heuristic') ? 'heuristic' : agents[agents.length - 1] || null;
}

const LAST_KEY = 'koloda.lobby.last';

/** The last settings this browser used for a game (a table created from its tile). */
function loadLast(key) {
  try {
    return obj(obj(JSON.parse(localStorage.getItem(LAST_KEY) || '{}'))[key]);
  } catch {
    return {};
  }
}

function saveLast(key, value) {
  try {
    const all = obj(JSON.parse(localStorage.getItem(LAST_KEY) || '{}'));
    all[key] = value;
    localStorage.setItem(LAST_KEY, JSON.stringify(all));
  } catch { /* private mode: the usual settings next time */ }
}

/** A tile's settings: the last ones used, else the usual ones (default players, no preset,
 * the person at seat 1 and computers of the usual level at the others). */
function tileState(g) {
  const last = loadLast(g.key);
  const [lo, hi] = arr(g.players);
  const presets = presetsOf(g).map((p) => p.key);
  const preset = presets.includes(last.preset) ? last.preset : null;
  const values = baseValues(g, preset);
  const known = new Set(rulesOf(g).map((r) => r.key));
  for (const [k, v] of Object.entries(obj(last.rules))) if (known.has(k)) values[k] = v;
  let players = isInt(last.players) ? last.players : (g.default_players ?? lo ?? 2);
  if (isInt(lo)) players = Math.max(lo, players);
  if (isInt(hi)) players = Math.min(hi, players);
  const agents = arr(g.agents);
  const levels = arr(last.levels).map((a) => (agents.includes(a) ? a : defaultAgent(g)));
  const o = obj(last.options);
  return {
    game: g, preset, values, players, levels, kinds: [],
    options: { auto_forced: o.auto_forced !== false, undo: o.undo !== false, hints: o.hints === true,
      delay_ms: [0, 300, 700, 1400].includes(o.delay_ms) ? o.delay_ms : 700 },
    deal: '',
  };
}

function levelAt(st, s) {
  return st.levels[s] || defaultAgent(st.game);
}

/** One rule's input: bool → checkbox, choice → select, int → number, int|none → "off" +
 * number; its short line and a «?» link to its explanation. Returns {node, set(v)}. */
function ruleInput(rule, game, onValue) {
  const key = rule.key;
  const id = `rule-${key}`;
  const help = h('a', { class: 'rule-help', href: rulesHref(game.key, 'rule', key), title: t('lobby.rule_help'), 'aria-label': t('lobby.rule_help_for', { key }), testid: `rule-help-${key}` }, '?');
  const label = h('label', { for: id, class: 'rule-label' }, field(rule, 'description') || key, ' ', h('code', {}, key));
  const type = String(rule.type || '');
  if (type === 'bool') {
    const input = h('input', { type: 'checkbox', id, testid: id, onchange: () => onValue(input.checked) });
    return { node: h('div', { class: 'rule rule-bool' }, input, label, help), set: (v) => { input.checked = !!v; } };
  }
  if (type === 'choice') {
    const allowed = arr(rule.allowed);
    const select = h('select', { id, testid: id, onchange: () => onValue(allowed[Number(select.value)] ?? rule.default) },
      ...allowed.map((v, i) => h('option', { value: String(i) }, choiceLabel(rule, v))));
    return {
      node: h('div', { class: 'rule rule-choice' }, label, select, help),
      set: (v) => { const i = allowed.findIndex((a) => sameValue(a, v)); select.value = String(i >= 0 ? i : 0); },
    };
  }
  if (type === 'int' || type === 'int|none') {
    const read = (raw, fallback) => { const n = Number(raw); return raw === '' || Number.isNaN(n) ? fallback : Math.trunc(n); };
    const input = h('input', { type: 'number', id, testid: id, inputmode: 'numeric',
      min: isInt(rule.min) ? rule.min : undefined, max: isInt(rule.max) ? rule.max : undefined, step: isInt(rule.step) ? rule.step : 1 });
    if (type === 'int') {
      const changed = () => onValue(read(input.value, rule.default));
      input.addEventListener('input', changed);
      input.addEventListener('change', changed);
      return {
        node: h('div', { class: 'rule rule-int' }, label, input, help),
        set: (v) => { if (document.activeElement !== input) input.value = v === null || v === undefined ? '' : String(v); },
      };
    }
    const offId = `${id}-off`;
    const fallback = isInt(rule.min) ? rule.min : 0;
    const off = h('input', { type: 'checkbox', id: offId, testid: offId });
    const changed = () => { input.disabled = off.checked; onValue(off.checked ? null : read(input.value, fallback)); };
    off.addEventListener('change', changed);
    input.addEventListener('input', changed);
    input.addEventListener('change', changed);
    return {
      node: h('div', { class: 'rule rule-int-none' }, label,
        h('span', { class: 'off-num' }, h('label', { class: 'check', for: offId }, off, ' ', t('lobby.off')), input), help),
      set: (v) => {
        off.checked = v === null || v === undefined;
        input.disabled = off.checked;
        if (document.activeElement !== input) input.value = off.checked ? (input.value || String(fallback)) : String(v);
      },
    };
  }
  // an unknown type: a text field holding JSON, never silently dropped
  const input = h('input', { type: 'text', id, testid: id, onchange: () => { try { onValue(JSON.parse(input.value)); } catch { onValue(input.value); } } });
  return { node: h('div', { class: 'rule' }, label, input, help), set: (v) => { input.value = JSON.stringify(v ?? null); } };
}

/** The rules out of range, as the schema bounds them (the first key, or null). */
function badRule(st) {
  for (const r of rulesOf(st.game)) {
    const v = st.values[r.key];
    if (r.type !== 'int' && !(r.type === 'int|none' && v !== null)) continue;
    if (!Number.isInteger(v) || (isInt(r.min) && v < r.min) || (isInt(r.max) && v > r.max)) return r.key;
  }
  return null;
}

/** Everything a tile's controls show, set again from its state (after any change). */
function refresher() {
  const fns = [];
  return { add: (fn) => fns.push(fn), run: () => fns.forEach((fn) => fn()) };
}

/** The closed «Настроить правила» section of a tile: players and seats (or a solitaire's
 * deal number), «Создать стол», every variant once, the house rules no variant stands for,
 * the table's comforts. Built when opened (one open at a time, so its test ids are the
 * page's only ones). */
function setupBody(app, st, sync, create) {
  const g = st.game;
  const solo = isSolitaire(g);
  const base = baseRule(g);
  const box = h('div', { class: 'setup-body' });
  const top = h('div', { class: 'setup-top' });
  box.append(top);
  const seatList = h('ol', { class: 'seat-list', testid: 'seats' });
  const buildSeats = () => {
    const agents = arr(g.agents).filter((a) => typeof a === 'string');
    seatList.replaceChildren();
    for (let s = 0; s < st.players; s++) {
      if (!st.kinds[s]) st.kinds[s] = s === 0 ? 'human' : 'computer';
      const agentSel = h('select', { id: `seat-${s}-agent`, testid: `seat-${s}-agent`, disabled: st.kinds[s] !== 'computer', onchange: () => { st.levels[s] = agentSel.value; } },
        ...agents.map((a) => h('option', { value: a, selected: a === levelAt(st, s) }, tOr(`agent.${a}`, a))));
      const kindSel = h('select', { id: `seat-${s}-kind`, testid: `seat-${s}-kind`, onchange: () => { st.kinds[s] = kindSel.value; agentSel.disabled = kindSel.value !== 'computer'; } },
        h('option', { value: 'human', selected: st.kinds[s] === 'human' }, t('lobby.human')),
        h('option', { value: 'computer', selected: st.kinds[s] === 'computer' }, t('lobby.computer')));
      seatList.append(h('li', { class: 'seat-row' },
        h('span', { class: 'seat-no' }, t('lobby.seat_n', { n: s + 1 }), s === 0 ? h('small', {}, ' ', t('lobby.you_sit')) : null),
        h('label', { class: 'sr-only', for: `seat-${s}-kind` }, t('lobby.seat_kind', { n: s + 1 })), kindSel,
        h('label', { class: 'sr-only', for: `seat-${s}-agent` }, t('lobby.seat_agent', { n: s + 1 })), agentSel));
    }
  };
  if (solo) {
    const deal = h('input', { type: 'number', id: 'deal-number', class: 'deal-number', testid: 'deal', min: 0, max: 2147483647, step: 1, inputmode: 'numeric', placeholder: t('lobby.deal_random'), value: st.deal, oninput: () => { st.deal = deal.value.trim(); } });
    top.append(h('div', { class: 'field' }, h('label', { for: 'deal-number' }, t('lobby.deal')), deal));
  } else {
    const [lo, hi] = arr(g.players);
    const players = h('input', { type: 'number', id: 'players-input', testid: 'players', min: lo, max: hi, step: 1, value: st.players, onchange: () => {
      const n = Number(players.value);
      if (Number.isInteger(n) && (!isInt(lo) || n >= lo) && (!isInt(hi) || n <= hi)) st.players = n;
      else players.value = String(st.players);
      buildSeats();
    } });
    top.append(h('div', { class: 'field' }, h('label', { for: 'players-input' }, t('lobby.players', { min: lo ?? '?', max: hi ?? '?' })), players));
  }
  const createBtn = h('button', { type: 'button', class: 'btn btn-primary', testid: 'create-table', onclick: () => create('form', createBtn) }, t('lobby.create_button'));
  top.append(createBtn,
    h('button', { type: 'button', class: 'btn btn-small', testid: 'rules-reset', onclick: () => { st.values = baseValues(g, st.preset); sync.run(); } }, t('lobby.rules_reset')));
  if (!solo) {
    box.append(h('fieldset', { class: 'seats' }, h('legend', {}, t('lobby.seats')), seatList));
    buildSeats();
  }

  const owned = new Set();
  const variants = variantsOf(g).filter((v) => !onlyBase(v, base));
  if (variants.length) {
    const list = h('ul', { class: 'variant-list' });
    for (const v of variants) {
      const own = ownedRule(v, g);
      if (own) owned.add(own);
      const [title, line] = splitDescription(field(v, 'description') || v.key);
      const box = h('input', { type: 'checkbox', id: `variant-${v.key}`, testid: `variant-${v.key}`, dataset: { variant: v.key }, onchange: () => {
        if (box.checked) Object.assign(st.values, obj(v.rules));
        else {
          const back = baseValues(g, st.preset);
          for (const k of Object.keys(obj(v.rules))) st.values[k] = sameValue(back[k], v.rules[k]) && typeof back[k] === 'boolean' ? !back[k] : back[k];
        }
        sync.run();
      } });
      sync.add(() => { box.checked = Object.entries(obj(v.rules)).every(([k, x]) => sameValue(st.values[k], x)); });
      list.append(h('li', { class: 'variant' }, box,
        h('label', { for: `variant-${v.key}` }, h('span', { class: 'variant-title' }, title), line ? h('small', { class: 'variant-line' }, line) : null),
        h('a', { class: 'rule-help', href: rulesHref(g.key, 'variant', v.key), title: t('lobby.rule_help'), 'aria-label': t('lobby.rule_help_for', { key: v.key }), testid: `variant-help-${v.key}` }, '?')));
    }
    box.append(h('fieldset', { class: 'variants' }, h('legend', {}, t('lobby.variants')), list));
  }
  const house = rulesOf(g).filter((r) => !(base && r.key === base.key) && !owned.has(r.key));
  if (house.length) {
    const grid = h('div', { class: 'rule-grid' });
    for (const r of house) {
      const inp = ruleInput(r, g, (v) => { st.values[r.key] = v; sync.run(); });
      sync.add(() => inp.set(st.values[r.key]));
      grid.append(inp.node);
    }
    box.append(h('fieldset', { class: 'house-rules' }, h('legend', {}, t('tiles.house_rules')), grid));
  }
  if (!solo) {
    const o = st.options;
    const check = (id, testid, key, text) => h('label', { class: 'check' },
      h('input', { type: 'checkbox', id, testid, checked: o[key], onchange: (e) => { o[key] = e.target.checked; } }), ' ', text);
    box.append(h('fieldset', { class: 'options' }, h('legend', {}, t('lobby.options')),
      check('opt-auto', 'opt-auto-forced', 'auto_forced', t('lobby.opt_auto')),
      check('opt-undo', 'opt-undo', 'undo', t('lobby.opt_undo')),
      check('opt-hints', 'opt-hints', 'hints', t('lobby.opt_hints')),
      h('div', { class: 'field' }, h('label', { for: 'opt-delay' }, t('lobby.opt_delay')),
        h('select', { id: 'opt-delay', testid: 'opt-delay', onchange: (e) => { o.delay_ms = Number(e.target.value) || 0; } },
          ...[[0, 'lobby.delay_none'], [300, 'lobby.delay_fast'], [700, 'lobby.delay_normal'], [1400, 'lobby.delay_slow']]
            .map(([ms, key]) => h('option', { value: ms, selected: ms === o.delay_ms }, t(key)))))));
  }
  box.append(h('p', {}, h('a', { href: rulesHref(g.key), class: 'small-link' }, t('lobby.rules_page'))));
  return box;
}

/** A person needs a name at a table: the typed one, else a plain «Игрок», so that one
 * click is enough. */
async function ensureName(app) {
  if (app.me.name) return true;
  const typed = document.getElementById('name-input')?.value.trim() || '';
  const name = typed && typed.length <= 40 && !/[\u0000-\u001f\u007f]/.test(typed) ? typed : t('tiles.default_name');
  try {
    const me = await api.setMe(name, lang());
    app.me = { name: me && typeof me.name === 'string' ? me.name : name, lang: lang() };
    return true;
  } catch (err) {
    app.toast(errText(err));
    return false;
  }
}

/** A game's tile. `how`: 'computer' (the person and computers), 'friends' (people at every
 * seat: an invite link), 'form' (the seats as set in the section). */
function gameTile(app, g, page) {
  const st = tileState(g);
  const wanted = obj(page.focus);
  if (wanted.game === g.key) { // opened from the rules library: its preset and variant
    if (presetsOf(g).some((p) => p.key === wanted.preset)) st.preset = wanted.preset;
    const variant = variantsOf(g).some((v) => v.key === wanted.variant) ? [wanted.variant] : [];
    if (wanted.preset || variant.length) st.values = baseValues(g, st.preset, variant);
  }
  const solo = isSolitaire(g);
  const sync = refresher();
  const title = field(g, 'title') || g.key;
  const tile = h('article', { class: `tile${solo ? ' tile-compact' : ''}`, testid: `tile-${g.key}`, 'aria-label': title });

  async function create(how, button) {
    const bad = badRule(st);
    if (bad) {
      app.toast(t('lobby.rule_out_of_range', { key: bad }));
      return;
    }
    const n = solo ? 1 : st.players;
    let seats;
    if (solo) seats = [{ kind: 'human' }];
    else if (how === 'friends') seats = Array.from({ length: n }, () => ({ kind: 'human' }));
    else {
      seats = Array.from({ length: n }, (_, s) => {
        const kind = how === 'form' ? (st.kinds[s] || (s === 0 ? 'human' : 'computer')) : (s === 0 ? 'human' : 'computer');
        return kind === 'computer' ? { kind, agent: levelAt(st, s) } : { kind: 'human' };
      });
    }
    if (!seats.some((s) => s.kind === 'human')) {
      app.toast(t('lobby.need_human'));
      return;
    }
    const usual = baseValues(g, st.preset);
    const rules = {};
    for (const [k, v] of Object.entries(st.values)) if (!sameValue(v, usual[k])) rules[k] = v;
    const humans = seats.filter((s) => s.kind === 'human').length;
    const body = { game: g.key, players: n, seats, rules,
      options: solo ? { auto_forced: false, undo: true, delay_ms: 0 }
        : { auto_forced: st.options.auto_forced, undo: st.options.undo, delay_ms: st.options.delay_ms } };
    // hints show cards: a person alone has them; several people only if allowed here
    if (!solo && humans > 1) body.options.hints = st.options.hints;
    if (st.preset) body.preset = st.preset;
    if (solo && how === 'form' && st.deal !== '') {
      if (!/^\d+$/.test(st.deal) || Number(st.deal) > 2147483647) {
        app.toast(t('pat.deal_bad'));
        return;
      }
      body.deal = Number(st.deal);
    }
    button.disabled = true;
    try {
      if (!(await ensureName(app))) return;
      const res = obj(await api.createTable(body));
      if (typeof res.id !== 'string' && typeof res.id !== 'number') throw new Error('no id');
      const id = String(res.id);
      saveSeatToken(id, res.token);
      rememberInvite(id, res.invite);
      saveLast(g.key, { preset: st.preset, rules, players: n, options: st.options,
        levels: Array.from({ length: n }, (_, s) => levelAt(st, s)) });
      page.created({ id, invite: res.invite, otherHumans: humans > 1 });
    } catch (err) {
      app.toast(errText(err));
    } finally {
      button.disabled = false;
    }
  }

  const head = h('div', { class: 'tile-head' },
    h('h3', { class: 'tile-title' }, title),
    solo ? null : h('span', { class: 'tile-players muted' }, playersText(g)),
    h('a', { class: 'rule-help', href: rulesHref(g.key), title: t('tiles.rules_of', { game: title }), 'aria-label': t('tiles.rules_of', { game: title }), testid: `tile-rules-${g.key}` }, '?'));
  tile.append(head);

  const base = baseRule(g);
  if (base) {
    const name = `base-${g.key}`;
    tile.append(h('div', { class: 'seg', role: 'radiogroup', 'aria-label': field(base, 'description') || base.key },
      ...arr(base.allowed).map((v) => {
        const id = `base-${g.key}-${v}`;
        const radio = h('input', { type: 'radio', name, id, testid: id, value: String(v), onchange: () => { if (radio.checked) { st.values[base.key] = v; sync.run(); } } });
        sync.add(() => { radio.checked = sameValue(st.values[base.key], v); });
        return h('label', { for: id, class: 'seg-item' }, radio, h('span', {}, choiceLabel(base, v)));
      })));
  }
  // a preset that only picks the base game (and otherwise the usual rules) is the radio
  // group's choice already: shown once, there
  const usualValues = baseValues(g, null);
  const presets = presetsOf(g).filter((p) => !base || Object.entries(p.rules).some(
    ([k, v]) => k !== base.key && !sameValue(usualValues[k], v)));
  if (presets.length) {
    const chip = (key, text) => {
      const b = h('button', { type: 'button', class: 'chip', testid: `preset-${g.key}-${key || 'none'}`,
        onclick: () => { st.preset = key; st.values = baseValues(g, key); sync.run(); } }, text);
      sync.add(() => { b.setAttribute('aria-pressed', String(st.preset === key)); });
      return b;
    };
    tile.append(h('div', { class: 'chips', role: 'group', 'aria-label': t('lobby.preset') },
      chip(null, t('tiles.usual')), ...presets.map((p) => chip(p.key, presetTitle(g, p.key)))));
  }
  const actions = h('div', { class: 'tile-actions' });
  if (solo) {
    const play = h('button', { type: 'button', class: 'btn btn-primary', testid: `play-${g.key}`, onclick: () => create('computer', play) }, t('tiles.play_solo'));
    actions.append(play);
  } else {
    const play = h('button', { type: 'button', class: 'btn btn-primary', testid: `play-${g.key}`, onclick: () => create('computer', play) }, t('tiles.play_computer'));
    const invite = h('button', { type: 'button', class: 'btn', testid: `invite-${g.key}`, onclick: () => create('friends', invite) }, t('tiles.invite_friends'));
    actions.append(play, invite);
  }
  tile.append(actions);
  const details = h('details', { class: 'tile-setup', testid: `setup-${g.key}` },
    h('summary', { testid: `setup-toggle-${g.key}` }, solo ? t('tiles.setup_short') : t('tiles.setup')));
  details.addEventListener('toggle', () => {
    if (details.open) {
      page.closeOthers(details);
      details.append(setupBody(app, st, sync, create));
      sync.run();
      tile.scrollIntoView({ block: 'start' });
    } else {
      details.querySelector('.setup-body')?.remove();
    }
  });
  tile.append(details);
  sync.run();
  return tile;
}

function tellTile(x) {
  const pick = (v) => { const o = obj(v); return (typeof o[lang()] === 'string' && o[lang()]) || (typeof o.ru === 'string' ? o.ru : ''); };
  return h('a', { class: 'tile tile-compact tile-link', href: `#/tell/${encodeURIComponent(x.key)}`, testid: `tell-tile-${x.key}`, title: pick(x.about) },
    h('span', { class: 'tile-title' }, pick(x.title) || x.key));
}

/** How many play a game: «игроков: 2–6», or one number when the game has one count. */
function playersText(g) {
  const [lo, hi] = [arr(g.players)[0] ?? '?', arr(g.players)[1] ?? '?'];
  return lo === hi ? t('tiles.players_fixed', { n: lo }) : t('tiles.players', { min: lo, max: hi });
}

/** Families of games shown as a group of compact tiles of their own, after the big tiles
 * of the main games: family -> the group's title key. */
const FAMILY_GROUPS = {
  tricks: 'lobby.group_tricks', shedding: 'lobby.group_shedding', capture: 'lobby.group_capture',
  gambling: 'lobby.group_gambling',
};

/** The tiles: the main card games, then each family group (the trick-taking games), the
 * solitaires and the tellings as groups of compact tiles. */
function tilesSection(app, games, tellings, page) {
  const family = (g) => obj(g).family;
  const cardGames = games.filter((g) => !isSolitaire(g) && !(family(g) in FAMILY_GROUPS));
  const solitaires = games.filter(isSolitaire);
  const out = h('div', { class: 'tile-groups' });
  if (!games.length) out.append(h('p', {}, t('lobby.no_games')));
  const group = (id, titleKey, cls, items) => h('section', { class: 'tile-group', 'aria-labelledby': id, testid: `group-${id}` },
    h('h2', { id, class: 'group-title' }, t(titleKey)), h('div', { class: `tiles ${cls}` }, ...items));
  if (cardGames.length) out.append(group('games', 'lobby.group_games', 'tiles-big', cardGames.map((g) => gameTile(app, g, page))));
  for (const [fam, titleKey] of Object.entries(FAMILY_GROUPS)) {
    const members = games.filter((g) => family(g) === fam);
    if (members.length) out.append(group(fam, titleKey, 'tiles-small tiles-family', members.map((g) => gameTile(app, g, page))));
  }
  if (solitaires.length) out.append(group('solitaires', 'lobby.group_solitaires', 'tiles-small', solitaires.map((g) => gameTile(app, g, page))));
  if (tellings.length) out.append(group('tellings', 'tiles.tellings', 'tiles-small', tellings.map(tellTile)));
  return out;
}

export function inviteLink(id, invite) {
  return `${location.origin}${location.pathname}#/join/${encodeURIComponent(id)}/${encodeURIComponent(invite)}`;
}

function invitePanel(app, id, invite) {
  const link = inviteLink(id, invite);
  const input = h('input', { type: 'text', readonly: true, value: link, id: 'invite-link', testid: 'invite-link', onfocus: (e) => e.target.select() });
  return h('section', { class: 'panel invite-panel', role: 'status', testid: 'invite-panel' },
    h('h2', {}, t('lobby.table_created')),
    h('p', {}, t('lobby.invite_text')),
    h('div', { class: 'inline-form' }, h('label', { for: 'invite-link', class: 'sr-only' }, t('lobby.invite_label')), input,
      h('button', { type: 'button', class: 'btn', testid: 'copy-invite', onclick: async () => {
        try {
          await navigator.clipboard.writeText(link);
          app.toast(t('lobby.copied'), 'info');
        } catch {
          input.focus();
          input.select();
          try {
            document.execCommand('copy');
            app.toast(t('lobby.copied'), 'info');
          } catch {
            app.toast(t('lobby.copy_failed'));
          }
        }
      } }, t('lobby.copy'))),
    h('p', {}, h('a', { class: 'btn btn-primary', href: `#/t/${encodeURIComponent(id)}`, testid: 'open-table' }, t('lobby.go_to_table'))));
}

export async function mount(root, params, app) {
  let games = [];
  let tellings = [];
  let failed = null;
  try {
    games = (await app.games()).filter((g) => g && typeof g.key === 'string');
  } catch (err) {
    failed = err;
  }
  try {
    tellings = arr(await api.tellings()).filter((x) => x && typeof x.key === 'string');
  } catch { /* no tellings: the games still show */ }
  const page = h('div', { class: 'lobby-tiles' });
  const left = h('div', { class: 'lobby-tiles-main' });
  const right = h('div', { class: 'lobby-tiles-side' });
  const tablesBox = h('section', { class: 'panel', 'aria-live': 'polite' });
  const invitesBox = h('div', {});
  const joinInput = h('input', { type: 'url', id: 'join-input', testid: 'join-input', placeholder: '…/#/join/…' });
  const joinBox = h('section', { class: 'panel' }, h('h2', {}, t('lobby.join_title')),
    h('form', { class: 'inline-form', onsubmit: (e) => {
      e.preventDefault();
      const m = /#\/join\/([^/\s]+)\/([^/\s]+)/.exec(joinInput.value);
      if (!m) {
        app.toast(t('lobby.bad_link'));
        return;
      }
      app.navigate(`#/join/${m[1]}/${m[2]}`);
    } }, h('label', { for: 'join-input' }, t('lobby.join_label')), joinInput,
    h('button', { type: 'submit', class: 'btn', testid: 'join-submit' }, t('lobby.join'))));

  let nameBox = nameSection(app);
  const ctx = {
    created: ({ id, invite, otherHumans }) => {
      if (otherHumans && invite) {
        // the name may have just been given («Гость»): show it
        const fresh = nameSection(app);
        nameBox.replaceWith(fresh);
        nameBox = fresh;
        invitesBox.replaceChildren(invitePanel(app, id, invite));
        invitesBox.scrollIntoView({ block: 'start' });
        invitesBox.querySelector('[data-testid="copy-invite"]')?.focus();
        myTables(app, tablesBox);
      } else app.navigate(`#/t/${encodeURIComponent(id)}`);
    },
    focus: params.game ? { game: params.game, preset: params.preset, variant: params.variant } : null,
    closeOthers: (keep) => {
      for (const d of page.querySelectorAll('details.tile-setup[open]')) {
        if (d === keep) continue;
        d.open = false;
        // now, not when its toggle event comes: one tile's settings at a time, at once
        d.querySelector('.setup-body')?.remove();
      }
    },
  };
  left.append(h('h1', { class: 'page-title sr-only' }, t('tiles.title')), invitesBox);
  if (failed) left.append(h('section', { class: 'panel' }, h('p', { role: 'alert' }, errText(failed))));
  else left.append(tilesSection(app, games, tellings, ctx));
  right.append(nameBox, tablesBox, joinBox);
  page.append(left, right);
  root.append(page);
  myTables(app, tablesBox);
  if (params.game) focusTile(page, params.game, params.variant);
  return {};
}

/** The lobby opened on one game (from the rules library's «Играть»): its tile in view and
 * marked (its preset and variant are already chosen, see gameTile), its settings open when a
 * variant was asked for, its play button focused. An unknown game leaves the lobby as is. */
function focusTile(page, key, variant) {
  const tile = [...page.querySelectorAll('.tile')].find((el) => el.dataset.testid === `tile-${key}`);
  if (!tile) return;
  const setup = tile.querySelector('details.tile-setup');
  if (variant && setup) setup.open = true; // the settings draw themselves when opened
  tile.classList.add('tile-focus');
  tile.scrollIntoView({ block: 'center' });
  tile.querySelector('.btn-primary')?.focus({ preventScroll: true });
}

// --- #/join/{id}/{invite} ---

export async function mountJoin(root, params, app) {
  const box = h('section', { class: 'panel join-panel' }, h('h1', {}, t('lobby.join_title')));
  root.append(box);
  const doJoin = async () => {
    box.replaceChildren(h('h1', {}, t('lobby.join_title')), h('p', {}, t('lobby.joining')));
    try {
      const res = obj(await api.join(params.id, params.invite));
      saveSeatToken(params.id, res.token);
      app.navigate(`#/t/${encodeURIComponent(params.id)}`);
    } catch (err) {
      box.replaceChildren(h('h1', {}, t('lobby.join_title')),
        h('p', { role: 'alert', testid: 'join-error' }, err.status === 409 ? t('lobby.no_free_seat') : errText(err)),
        h('p', {}, h('a', { class: 'btn', href: `#/t/${encodeURIComponent(params.id)}`, testid: 'watch-table' }, t('lobby.watch')), ' ',
          h('a', { class: 'btn btn-ghost', href: '#/' }, t('nav.lobby'))));
    }
  };
  if (!app.me.name) {
    box.append(h('p', {}, t('lobby.join_need_name')), nameSection(app, doJoin));
  } else {
    await doJoin();
  }
  return {};
}
