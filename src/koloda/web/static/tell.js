// Fortune tellings (гадания): pick one, an optional seed and what it takes (a name, a
// portrait, a card to pick), then see the layout as cards and the reading
// (GET /api/tell/{key}). A reading holds both languages: switching the page's language
// redraws it without asking the server again.

import { t, lang } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt, richText } from './util.js';
import { cardNode } from './cards.js';

function both(v) {
  const o = obj(v);
  const mine = o[lang()];
  return typeof mine === 'string' ? mine : typeof o.ru === 'string' ? o.ru : '';
}

export async function mount(root, params, app) {
  const page = h('div', { class: 'page tell-page' });
  root.append(page);
  let list = [];
  try {
    list = arr(await api.tellings()).filter((x) => x && typeof x.key === 'string');
  } catch (err) {
    page.append(h('section', { class: 'panel' }, h('p', { role: 'alert', testid: 'tell-error' }, err && err.text ? err.text() : t('error.generic'))));
    return {};
  }
  const st = {
    key: list.some((x) => x.key === params.key) ? params.key : list[0]?.key ?? '',
    seed: '', values: {}, reading: null, error: null, busy: false,
  };

  async function go() {
    const telling = list.find((x) => x.key === st.key);
    if (!telling) return;
    const query = { lang: lang() };
    const seed = st.seed.trim();
    if (seed !== '') query.seed = seed;
    for (const o of arr(telling.options)) {
      const v = String(st.values[`${st.key}.${o.name}`] ?? '').trim();
      if (v !== '') query[o.name] = v;
      else if (o.required) {
        st.error = t('tell.need', { what: both(o) });
        st.reading = null;
        draw();
        page.querySelector(`[data-testid="tell-${o.name}"]`)?.focus();
        return;
      }
    }
    st.busy = true;
    draw();
    try {
      st.reading = obj(await api.tell(st.key, query));
      st.error = null;
    } catch (err) {
      st.reading = null;
      st.error = err && err.text ? err.text() : t('error.generic');
    }
    st.busy = false;
    draw();
    if (st.reading) app.announce(arr(obj(st.reading.reading)[lang()]).join(' '));
  }

  function optionInput(o) {
    const id = `tell-${o.name}`;
    const key = `${st.key}.${o.name}`;
    const value = st.values[key] ?? '';
    const label = h('label', { for: id }, both(o), o.required ? ' *' : '');
    const choices = arr(o.choices);
    if (choices.length) {
      return h('div', { class: 'field' }, label, h('select', { id, testid: id, onchange: (e) => { st.values[key] = e.target.value; } },
        h('option', { value: '' }, o.required ? '' : t('tell.any')),
        ...choices.map((c) => h('option', { value: String(obj(c).value ?? ''), selected: String(obj(c).value) === value }, both(c) || String(obj(c).value ?? '')))));
    }
    return h('div', { class: 'field' }, label, h('input', {
      type: 'text', id, testid: id, maxlength: 100, value, required: o.required,
      oninput: (e) => { st.values[key] = e.target.value; },
    }));
  }

  function readingView(r) {
    const rows = arr(r.layout);
    return h('section', { class: 'panel tell-result', testid: 'tell-result', 'aria-labelledby': 'tell-result-title' },
      h('h2', { id: 'tell-result-title' }, both(r.title)),
      isInt(r.seed) ? h('p', { class: 'muted', testid: 'tell-seed-used' }, t('tell.seed_used', { n: r.seed })) : null,
      h('div', { class: 'tell-layout', role: 'list' }, ...rows.map((row, k) => h('div', { class: 'tell-row', role: 'listitem', testid: `tell-row-${k + 1}` },
        h('div', { class: 'tell-row-label' }, both(obj(row).label)),
        h('div', { class: 'tell-cards' }, ...arr(obj(row).cards).map((c) => {
          const spot = obj(c);
          const label = spot.label ? both(spot.label) : '';
          return h('figure', { class: `tell-spot${spot.marked ? ' tell-marked' : ''}` },
            cardNode(typeof spot.card === 'string' ? spot.card : '?', { size: 'sm' }),
            label ? h('figcaption', {}, label) : null);
        }))))),
      h('div', { class: 'tell-reading', testid: 'tell-reading' }, ...arr(obj(r.reading)[lang()]).map((line) => h('p', {}, richText(line)))),
      arr(r.steps).length ? h('details', { class: 'tell-steps' }, h('summary', {}, t('tell.steps', { n: arr(r.steps).length })),
        h('ol', {}, ...arr(r.steps).map((s) => h('li', {}, richText(both(s)))))) : null);
  }

  function draw() {
    const telling = list.find((x) => x.key === st.key);
    const select = h('select', { id: 'tell-key', testid: 'tell-key', onchange: (e) => { st.key = e.target.value; st.reading = null; st.error = null; draw(); } },
      ...list.map((x) => h('option', { value: x.key, selected: x.key === st.key }, both(x.title) || x.key)));
    const form = h('form', { class: 'tell-form', novalidate: true, onsubmit: (e) => { e.preventDefault(); go(); } },
      h('div', { class: 'field' }, h('label', { for: 'tell-key' }, t('tell.which')), select),
      telling ? h('p', { class: 'muted tell-about' }, both(telling.about)) : null,
      h('div', { class: 'field-row' },
        h('div', { class: 'field' }, h('label', { for: 'tell-seed' }, t('tell.seed')),
          h('input', { type: 'text', inputmode: 'numeric', id: 'tell-seed', testid: 'tell-seed', maxlength: 30, value: st.seed, placeholder: t('tell.seed_random'), oninput: (e) => { st.seed = e.target.value; } })),
        ...arr(telling?.options).map(optionInput)),
      h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'btn btn-primary', testid: 'tell-go', disabled: st.busy }, t('tell.go'))));
    page.replaceChildren(...[
      h('h1', { class: 'page-title' }, t('tell.title')),
      h('section', { class: 'panel' }, form),
      st.error ? h('p', { class: 'panel tell-error', role: 'alert', testid: 'tell-error' }, st.error) : null,
      st.reading ? readingView(st.reading) : null].filter(Boolean));
  }

  draw();
  return { refresh: () => draw() };
}
