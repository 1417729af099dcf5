// The lobby: your name, the create-table form generated from /api/games (every rule
// switch from the game's schema), the invite link, your open tables, joining by link.

import { t, tOr, lang, field } from './i18n.js';
import { api, saveSeatToken, rememberInvite } from './api.js';
import { h, arr, obj, isInt } from './util.js';
import { myTables } from './mytables.js';

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

// --- the create-table form ---

function ruleLabel(rule) {
  return field(rule, 'description') || rule.key;
}

function variantsOf(game) {
  return arr(game.variants).map((v) => (typeof v === 'string' ? { key: v, rules: {} } : obj(v))).filter((v) => typeof v.key === 'string');
}

function presetsOf(game) {
  const p = obj(game.presets);
  return Object.keys(p).map((k) => ({ key: k, rules: obj(p[k]) }));
}

/** Defaults, then the preset, then each chosen variant (the server's order). */
function baseValues(game, preset, variants) {
  const out = {};
  for (const r of arr(game.rules)) if (r && typeof r.key === 'string') out[r.key] = r.default ?? null;
  const p = presetsOf(game).find((x) => x.key === preset);
  if (p) Object.assign(out, p.rules);
  for (const v of variantsOf(game)) if (variants.includes(v.key)) Object.assign(out, obj(v.rules));
  return out;
}

function sameValue(a, b) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** One rule's input: bool → checkbox, choice → select, int → number, int|none → "off" + number.
 * Returns {node, get(), set(v)}. */
function ruleInput(rule, game, onTouch) {
  const key = rule.key;
  const id = `rule-${key}`;
  const help = h('a', { class: 'rule-help', href: `#/rules/${encodeURIComponent(game.key)}/${encodeURIComponent(key)}`, title: t('lobby.rule_help'), 'aria-label': t('lobby.rule_help_for', { key }), testid: `rule-help-${key}` }, '?');
  const label = h('label', { for: id, class: 'rule-label' }, ruleLabel(rule), ' ', h('code', {}, key));
  const type = String(rule.type || '');
  if (type === 'bool') {
    const input = h('input', { type: 'checkbox', id, testid: id, onchange: onTouch });
    return { node: h('div', { class: 'rule rule-bool' }, input, label, help), get: () => input.checked, set: (v) => { input.checked = !!v; } };
  }
  if (type === 'choice') {
    const allowed = arr(rule.allowed);
    const select = h('select', { id, testid: id, onchange: onTouch },
      ...allowed.map((v, i) => h('option', { value: String(i) }, tOr(`choice.${key}.${v}`, String(v)))));
    return {
      node: h('div', { class: 'rule rule-choice' }, label, select, help),
      get: () => allowed[Number(select.value)] ?? rule.default,
      set: (v) => { const i = allowed.findIndex((a) => sameValue(a, v)); select.value = String(i >= 0 ? i : 0); },
    };
  }
  if (type === 'int' || type === 'int|none') {
    const input = h('input', { type: 'number', id, testid: id, inputmode: 'numeric', onchange: onTouch, oninput: onTouch,
      min: isInt(rule.min) ? rule.min : undefined, max: isInt(rule.max) ? rule.max : undefined, step: isInt(rule.step) ? rule.step : 1 });
    if (type === 'int') {
      return {
        node: h('div', { class: 'rule rule-int' }, label, input, help),
        get: () => { const n = Number(input.value); return input.value === '' || Number.isNaN(n) ? rule.default : Math.trunc(n); },
        set: (v) => { input.value = v === null || v === undefined ? '' : String(v); },
        input,
      };
    }
    const offId = `${id}-off`;
    const off = h('input', { type: 'checkbox', id: offId, testid: offId, onchange: () => { input.disabled = off.checked; onTouch(); } });
    const fallback = isInt(rule.min) ? rule.min : 0;
    return {
      node: h('div', { class: 'rule rule-int-none' }, label,
        h('span', { class: 'off-num' }, h('label', { class: 'check', for: offId }, off, ' ', t('lobby.off')), input), help),
      get: () => { if (off.checked) return null; const n = Number(input.value); return input.value === '' || Number.isNaN(n) ? fallback : Math.trunc(n); },
      set: (v) => { off.checked = v === null || v === undefined; input.disabled = off.checked; input.value = off.checked ? (input.value || String(fallback)) : String(v); },
      input,
    };
  }
  // an unknown type: a text field holding JSON, never silently dropped
  const input = h('input', { type: 'text', id, testid: id, onchange: onTouch });
  return {
    node: h('div', { class: 'rule' }, label, input, help),
    get: () => { try { return JSON.parse(input.value); } catch { return input.value; } },
    set: (v) => { input.value = JSON.stringify(v ?? null); },
  };
}

/** A solitaire: a one-player game of the patience family (no seats to fill, no one to
 * invite; a deal number may be chosen). */
export function isSolitaire(g) {
  return obj(g).family === 'patience';
}

function createForm(app, games, onCreated) {
  const section = h('section', { class: 'panel create-panel', 'aria-labelledby': 'create-title' });
  section.append(h('h2', { id: 'create-title' }, t('lobby.create')));
  if (!games.length) {
    section.append(h('p', {}, t('lobby.no_games')));
    return section;
  }
  // Тысяча first when the server has it (the suite's headline game), else the first game
  const state = { game: games.find((g) => g.key === 'tysyacha') || games[0], seats: [], touched: new Set(), inputs: {} };
  const option = (g) => h('option', { value: g.key, selected: g === state.game }, field(g, 'title') || g.key);
  const cardGames = games.filter((g) => !isSolitaire(g));
  const solitaires = games.filter(isSolitaire);
  const gameSelect = h('select', { id: 'game-select', testid: 'game', onchange: () => { state.game = games.find((g) => g.key === gameSelect.value) || games[0]; state.touched.clear(); build(); } },
    solitaires.length ? [h('optgroup', { label: t('lobby.group_games') }, ...cardGames.map(option)),
      h('optgroup', { label: t('lobby.group_solitaires') }, ...solitaires.map(option))] : games.map(option));
  const body = h('div', { class: 'create-body' });
  const form = h('form', { class: 'create-form', novalidate: true, onsubmit: (e) => { e.preventDefault(); submit(); } },
    h('div', { class: 'field' }, h('label', { for: 'game-select' }, t('lobby.game')), gameSelect),
    body);
  section.append(form);

  function players() {
    if (isSolitaire(state.game)) return 1;
    const el = body.querySelector('[data-testid="players"]');
    const [lo, hi] = arr(state.game.players);
    let n = Number(el?.value);
    if (!Number.isInteger(n)) n = state.game.default_players ?? lo ?? 2;
    if (isInt(lo)) n = Math.max(lo, n);
    if (isInt(hi)) n = Math.min(hi, n);
    return n;
  }

  function chosenVariants() {
    return [...body.querySelectorAll('input[data-variant]')].filter((c) => c.checked).map((c) => c.dataset.variant);
  }

  function presetValue() {
    const sel = body.querySelector('[data-testid="preset"]');
    return sel && sel.value ? sel.value : null;
  }

  function applyBase() {
    const base = baseValues(state.game, presetValue(), chosenVariants());
    for (const [key, inp] of Object.entries(state.inputs)) if (!state.touched.has(key)) inp.set(base[key]);
  }

  function buildSeats(list) {
    const n = players();
    const agents = arr(state.game.agents).filter((a) => typeof a === 'string');
    const preferred = agents.includes('heuristic') ? 'heuristic' : agents[agents.length - 1];
    while (state.seats.length < n) state.seats.push({ kind: state.seats.length === 0 ? 'human' : 'computer', agent: preferred });
    list.replaceChildren();
    for (let s = 0; s < n; s++) {
      const seat = state.seats[s];
      const agentSel = h('select', { id: `seat-${s}-agent`, testid: `seat-${s}-agent`, disabled: seat.kind !== 'computer', onchange: () => { seat.agent = agentSel.value; } },
        ...agents.map((a) => h('option', { value: a, selected: a === seat.agent }, tOr(`agent.${a}`, a))));
      const kindSel = h('select', { id: `seat-${s}-kind`, testid: `seat-${s}-kind`, onchange: () => { seat.kind = kindSel.value; agentSel.disabled = seat.kind !== 'computer'; } },
        h('option', { value: 'human', selected: seat.kind === 'human' }, t('lobby.human')),
        h('option', { value: 'computer', selected: seat.kind === 'computer' }, t('lobby.computer')));
      list.append(h('li', { class: 'seat-row' },
        h('span', { class: 'seat-no' }, t('lobby.seat_n', { n: s + 1 }), s === firstHuman() ? h('small', {}, ' ', t('lobby.you_sit')) : null),
        h('label', { class: 'sr-only', for: `seat-${s}-kind` }, t('lobby.seat_kind', { n: s + 1 })), kindSel,
        h('label', { class: 'sr-only', for: `seat-${s}-agent` }, t('lobby.seat_agent', { n: s + 1 })), agentSel));
    }
  }

  function firstHuman() {
    return state.seats.slice(0, players()).findIndex((s) => s.kind === 'human');
  }

  function build() {
    const g = state.game;
    state.inputs = {};
    state.seats = [];
    body.replaceChildren();
    const [lo, hi] = arr(g.players);
    const solo = isSolitaire(g);
    const playersInput = h('input', { type: 'number', id: 'players-input', testid: 'players', min: lo, max: hi, step: 1, value: g.default_players ?? lo ?? 2, onchange: () => buildSeats(seatList) });
    const presets = presetsOf(g);
    const presetSel = h('select', { id: 'preset-select', testid: 'preset', onchange: applyBase },
      h('option', { value: '' }, t('lobby.no_preset')),
      ...presets.map((p) => h('option', { value: p.key, title: JSON.stringify(p.rules) }, tOr(`preset.${g.key}.${p.key}`, p.key))));
    body.append(h('div', { class: 'field-row' },
      solo ? h('p', { class: 'muted solo-note', testid: 'solo-note' }, t('lobby.solo_note'))
        : h('div', { class: 'field' }, h('label', { for: 'players-input' }, t('lobby.players', { min: lo ?? '?', max: hi ?? '?' })), playersInput),
      solo ? h('div', { class: 'field' }, h('label', { for: 'deal-number' }, t('lobby.deal')),
        h('input', { type: 'number', id: 'deal-number', class: 'deal-number', testid: 'deal', min: 0, max: 2147483647, step: 1, inputmode: 'numeric', placeholder: t('lobby.deal_random') })) : null,
      presets.length ? h('div', { class: 'field' }, h('label', { for: 'preset-select' }, t('lobby.preset')), presetSel) : null));

    const variants = variantsOf(g);
    if (variants.length) {
      body.append(h('fieldset', { class: 'variants' }, h('legend', {}, t('lobby.variants')),
        h('div', { class: 'variant-grid' }, ...variants.map((v) => h('label', { class: 'check variant', title: field(v, 'description') || v.key },
          h('input', { type: 'checkbox', dataset: { variant: v.key }, testid: `variant-${v.key}`, onchange: applyBase }), ' ',
          h('span', {}, field(v, 'description') || v.key))))));
    }

    const rules = arr(g.rules).filter((r) => r && typeof r.key === 'string');
    const grid = h('div', { class: 'rule-grid' });
    for (const r of rules) {
      const inp = ruleInput(r, g, () => state.touched.add(r.key));
      state.inputs[r.key] = inp;
      grid.append(inp.node);
    }
    body.append(h('details', { class: 'rules-box', open: true, testid: 'rules-box' },
      h('summary', { testid: 'rules-toggle' }, t('lobby.rules', { n: rules.length }), ' ',
        h('a', { href: `#/rules/${encodeURIComponent(g.key)}`, class: 'small-link' }, t('lobby.rules_page'))),
      h('div', { class: 'rules-actions' }, h('button', { type: 'button', class: 'btn btn-small', testid: 'rules-reset', onclick: () => { state.touched.clear(); applyBase(); } }, t('lobby.rules_reset'))),
      grid));

    const seatList = h('ol', { class: 'seat-list', testid: 'seats' });
    if (!solo) {
      body.append(h('fieldset', { class: 'seats' }, h('legend', {}, t('lobby.seats')), seatList));
      buildSeats(seatList);
    }

    if (!solo) body.append(h('fieldset', { class: 'options' }, h('legend', {}, t('lobby.options')),
      h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'opt-auto', testid: 'opt-auto-forced', checked: true }), ' ', t('lobby.opt_auto')),
      h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'opt-undo', testid: 'opt-undo', checked: true }), ' ', t('lobby.opt_undo')),
      h('label', { class: 'check' }, h('input', { type: 'checkbox', id: 'opt-hints', testid: 'opt-hints' }), ' ', t('lobby.opt_hints')),
      h('div', { class: 'field' }, h('label', { for: 'opt-delay' }, t('lobby.opt_delay')),
        h('select', { id: 'opt-delay', testid: 'opt-delay' },
          ...[[0, 'lobby.delay_none'], [300, 'lobby.delay_fast'], [700, 'lobby.delay_normal'], [1400, 'lobby.delay_slow']]
            .map(([ms, key]) => h('option', { value: ms, selected: ms === 700 }, t(key)))))));
    body.append(h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'btn btn-primary btn-big', testid: 'create-table' }, t('lobby.create_button'))));
    applyBase();
  }

  async function submit() {
    if (!app.me.name) {
      app.toast(t('lobby.need_name'));
      document.getElementById('name-input')?.focus();
      return;
    }
    const g = state.game;
    const n = players();
    const preset = presetValue();
    const variants = chosenVariants();
    const base = baseValues(g, preset, variants);
    const rules = {};
    for (const [key, inp] of Object.entries(state.inputs)) {
      if (inp.input && inp.input.value !== '' && !inp.input.disabled && !inp.input.checkValidity()) {
        app.toast(t('lobby.rule_out_of_range', { key }));
        inp.input.focus();
        return;
      }
      const v = inp.get();
      if (!sameValue(v, base[key])) rules[key] = v;
    }
    const solo = isSolitaire(g);
    const seats = solo ? [{ kind: 'human' }] : state.seats.slice(0, n).map((s) => (s.kind === 'computer' ? { kind: 'computer', agent: s.agent } : { kind: 'human' }));
    if (!seats.some((s) => s.kind === 'human')) {
      app.toast(t('lobby.need_human'));
      return;
    }
    const body = { game: g.key, players: n, seats, rules, variants,
      options: solo ? { auto_forced: false, undo: true, delay_ms: 0 } : {
        auto_forced: !!form.querySelector('[data-testid="opt-auto-forced"]')?.checked,
        undo: !!form.querySelector('[data-testid="opt-undo"]')?.checked,
        delay_ms: Number(form.querySelector('[data-testid="opt-delay"]')?.value) || 0,
      } };
    // hints show cards: a person alone has them; several people only if allowed here
    if (!solo && seats.filter((s) => s.kind === 'human').length > 1) body.options.hints = !!form.querySelector('[data-testid="opt-hints"]')?.checked;
    if (preset) body.preset = preset;
    if (solo) {
      const dealInput = form.querySelector('[data-testid="deal"]');
      const raw = dealInput ? dealInput.value.trim() : '';
      if (raw !== '') {
        if (!/^\d+$/.test(raw) || Number(raw) > 2147483647) {
          app.toast(t('pat.deal_bad'));
          dealInput.focus();
          return;
        }
        body.deal = Number(raw);
      }
    }
    const button = form.querySelector('[data-testid="create-table"]');
    button.disabled = true;
    try {
      const res = obj(await api.createTable(body));
      if (typeof res.id !== 'string' && typeof res.id !== 'number') throw new Error('no id');
      const id = String(res.id);
      saveSeatToken(id, res.token);
      rememberInvite(id, res.invite);
      const otherHumans = seats.filter((s) => s.kind === 'human').length > 1;
      onCreated({ id, invite: res.invite, otherHumans });
    } catch (err) {
      app.toast(errText(err));
    } finally {
      button.disabled = false;
    }
  }

  build();
  return section;
}

export function inviteLink(id, invite) {
  return `${location.origin}${location.pathname}#/join/${encodeURIComponent(id)}/${encodeURIComponent(invite)}`;
}

/** The solitaires, one button each: a new deal with the default rules at once. */
function solitairePanel(app, games) {
  const list = games.filter(isSolitaire);
  if (!list.length) return null;
  const deal = h('input', { type: 'number', id: 'solo-deal', class: 'deal-number', testid: 'patience-deal', min: 0, max: 2147483647, step: 1, inputmode: 'numeric', placeholder: t('lobby.deal_random') });
  const start = async (g, button) => {
    if (!app.me.name) {
      app.toast(t('lobby.need_name'));
      document.getElementById('name-input')?.focus();
      return;
    }
    const raw = deal.value.trim();
    if (raw !== '' && (!/^\d+$/.test(raw) || Number(raw) > 2147483647)) {
      app.toast(t('pat.deal_bad'));
      deal.focus();
      return;
    }
    const body = { game: g.key, players: 1, seats: [{ kind: 'human' }], options: { auto_forced: false, undo: true, delay_ms: 0 } };
    if (raw !== '') body.deal = Number(raw);
    button.disabled = true;
    try {
      const res = obj(await api.createTable(body));
      if (typeof res.id !== 'string') throw new Error('no id');
      saveSeatToken(res.id, res.token);
      app.navigate(`#/t/${encodeURIComponent(res.id)}`);
    } catch (err) {
      app.toast(errText(err));
    } finally {
      button.disabled = false;
    }
  };
  return h('section', { class: 'panel solitaire-panel', testid: 'patience-list', 'aria-labelledby': 'solo-title' },
    h('h2', { id: 'solo-title' }, t('lobby.solitaires')),
    h('p', { class: 'muted' }, t('lobby.solitaires_note')),
    h('div', { class: 'field' }, h('label', { for: 'solo-deal' }, t('lobby.deal')), deal),
    h('div', { class: 'solo-grid' }, ...list.map((g) => {
      const b = h('button', { type: 'button', class: 'btn btn-small solo-game', testid: `patience-${g.key}`, title: field(g, 'title') || g.key, onclick: () => start(g, b) }, field(g, 'title') || g.key);
      return b;
    })));
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
  let failed = null;
  try {
    games = (await app.games()).filter((g) => g && typeof g.key === 'string');
  } catch (err) {
    failed = err;
  }
  const page = h('div', { class: 'lobby' });
  const left = h('div', { class: 'lobby-main' });
  const right = h('div', { class: 'lobby-side' });
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

  left.append(h('h1', { class: 'page-title' }, t('lobby.title')), invitesBox);
  if (failed) left.append(h('section', { class: 'panel' }, h('p', { role: 'alert' }, errText(failed))));
  else {
    left.append(createForm(app, games, ({ id, invite, otherHumans }) => {
      if (otherHumans && invite) {
        invitesBox.replaceChildren(invitePanel(app, id, invite));
        invitesBox.scrollIntoView({ behavior: 'smooth', block: 'start' });
        myTables(app, tablesBox);
      } else app.navigate(`#/t/${encodeURIComponent(id)}`);
    }));
  }
  right.append(nameSection(app), (!failed && solitairePanel(app, games)) || '', tablesBox, joinBox);
  page.append(left, right);
  root.append(page);
  myTables(app, tablesBox);
  return {};
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
