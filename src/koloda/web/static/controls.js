// What a person touches to move, for any picture: the picture's `controls` tie each legal
// move (by its index in the frame's `legal` list) to a card of the hand, a card or place
// in a zone, or a button. A hand card with one move plays it; with several, a small menu
// of the moves' labels asks which. A zone card with several places to go is picked, then
// its place clicked (the places are lit); with one place it goes at once. Any card may be
// dragged onto its place (or onto the card it goes on). Number keys pick a move from the
// list, Enter makes it; arrows walk the hand. Every element that makes moves carries
// `data-moves` (1-based move numbers): the tests check each lies on the screen.

import { t } from './i18n.js';
import { h, arr, isInt, richText } from './util.js';
import { cardName } from './cards.js';
import { fanSteps } from './picture.js';

const DRAG_START = 7; // px a pointer moves before a press becomes a drag

function unique(list) {
  return [...new Set(list)];
}

export class Controls {
  /** opts: {act(i), announce(text), toast(text), pending() → bool, host: the element the
   * menu is drawn in (position: relative or the body)} */
  constructor(opts) {
    this.opts = opts;
    this.legal = [];
    this.byCard = new Map();
    this.bySlot = new Map();
    this.byZone = new Map();
    this.buttons = [];
    this.zoneLabels = new Map();
    this.sel = null; // {zone, pos, ctrls, targets: Set}
    this.menu = null;
    this.picked = null; // a 1-based move number picked by the keyboard
    this.digits = '';
    this.digitTimer = null;
    this.suppress = false;
    this.root = null;
    this.onClick = (e) => this.click(e);
    this.onDouble = (e) => this.double(e);
    this.onDown = (e) => this.down(e);
    this.onKeyOwn = (e) => this.ownKey(e);
    this.outside = (e) => {
      if (this.menu && !this.menu.contains(e.target)) this.closeMenu();
    };
  }

  /** Index the picture's controls (those that name a move of ``legal``). */
  update(pic, legal) {
    this.legal = arr(legal);
    this.byCard = new Map();
    this.bySlot = new Map();
    this.byZone = new Map();
    this.buttons = [];
    this.zoneLabels = new Map();
    for (const z of arr(pic && pic.zones)) if (z && typeof z.id === 'string') this.zoneLabels.set(z.id, String(z.label || ''));
    // a card drawn under others (a squared pile shows its top, a pile fanned right its last
    // few) is touched on the lowest card drawn: that is what a person sees and clicks
    const lowestShown = new Map();
    for (const z of arr(pic && pic.zones)) {
      if (z && z.kind === 'fan' && typeof z.id === 'string') lowestShown.set(z.id, fanSteps(z).shown);
    }
    const n = this.legal.length;
    for (const c of arr(pic && pic.controls)) {
      if (!c || !isInt(c.move) || c.move < 0 || c.move >= n) continue;
      if (typeof c.card === 'string') {
        if (!this.byCard.has(c.card)) this.byCard.set(c.card, []);
        this.byCard.get(c.card).push(c);
      } else if (isInt(c.slot)) {
        if (!this.bySlot.has(c.slot)) this.bySlot.set(c.slot, []);
        this.bySlot.get(c.slot).push(c);
      } else if (typeof c.zone === 'string') {
        let pos = isInt(c.pos) ? c.pos : -1;
        if (pos >= 0 && pos < (lowestShown.get(c.zone) ?? 0)) pos = lowestShown.get(c.zone);
        const key = `${c.zone}|${pos}`;
        if (!this.byZone.has(key)) this.byZone.set(key, []);
        this.byZone.get(key).push(c);
      } else if (c.button && !this.buttons.includes(c.move)) this.buttons.push(c.move);
    }
    this.sel = null;
    this.closeMenu();
    this.picked = null;
  }

  /** The moves (0-based) no control reaches: they get buttons too, so none is lost. */
  unreached() {
    const seen = new Set(this.buttons);
    for (const list of this.touching()) for (const c of list) seen.add(c.move);
    return this.legal.map((_, i) => i).filter((i) => !seen.has(i));
  }

  /** Has a move some control other than a button? (Those are listed for keyboards.) */
  touched(i) {
    for (const list of this.touching()) if (list.some((c) => c.move === i)) return true;
    return false;
  }

  /** The controls' lists of what lies on the table or in the hand (all but buttons). */
  touching() {
    return [...this.byCard.values(), ...this.bySlot.values(), ...this.byZone.values()];
  }

  /** What a hand element is called (a menu's title). */
  nameOf(el) {
    return el.dataset.card ? cardName(el.dataset.card) : t('card.slot', { n: Number(el.dataset.slot) + 1 });
  }

  /** The controls of a hand element: a face by its text, a back by its place. */
  handCtrls(el) {
    if (el.dataset.card) return this.byCard.get(el.dataset.card) || [];
    if (el.dataset.slot !== undefined) return this.bySlot.get(Number(el.dataset.slot)) || [];
    return [];
  }

  zoneCtrls(zone, pos) {
    return this.byZone.get(`${zone}|${pos}`) || [];
  }

  // --- binding the drawn picture (picture.js calls these) ---------------------------------

  mark(el, ctrls) {
    const moves = unique(ctrls.map((c) => c.move + 1));
    el.dataset.moves = moves.join(' ');
    el.classList.add('pc-control');
  }

  handCard(el, card) {
    const ctrls = this.byCard.get(card) || [];
    if (ctrls.length) {
      this.mark(el, ctrls);
      el.classList.add('playable');
      el.setAttribute('aria-label', `${cardName(card)}, ${t('table.playable')}`);
    } else {
      if (this.byCard.size || this.bySlot.size) el.classList.add('dim');
      el.setAttribute('aria-disabled', 'true');
    }
    el.tabIndex = -1;
  }

  handSlot(el, k) {
    const ctrls = this.bySlot.get(k) || [];
    if (ctrls.length) {
      this.mark(el, ctrls);
      el.classList.add('playable');
    } else if (this.byCard.size || this.bySlot.size) el.classList.add('dim');
    el.tabIndex = -1;
  }

  /** A seat a card may be given to (Control.seat): a place to drop it. */
  seat(el, seat) {
    const any = [...this.byCard.values(), ...this.bySlot.values()].some((list) => list.some((c) => c.seat === seat));
    if (any) el.dataset.dropSeat = String(seat);
  }

  zoneCard(el, zone, pos) {
    const ctrls = this.zoneCtrls(zone, pos);
    if (!ctrls.length) return;
    this.mark(el, ctrls);
    el.classList.add('pc-movable');
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    const card = el.dataset.card;
    el.setAttribute('aria-label', card ? cardName(card) : t('card.face_down'));
  }

  zone(el, zone) {
    const ctrls = this.zoneCtrls(zone, -1);
    if (!ctrls.length) return;
    this.mark(el, ctrls);
    el.classList.add('pc-clickable');
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
  }

  /** A button of the action bar for move ``i``. */
  button(i, opts = {}) {
    const move = this.legal[i] || {};
    const n = i + 1;
    const label = String(move.label ?? move.text ?? '');
    const el = h('button', {
      type: 'button', class: `move ${opts.cls || 'move-word'}${this.picked === n ? ' picked' : ''}`,
      testid: opts.testid === undefined ? `move-${n}` : opts.testid || undefined, 'data-move': n,
      title: String(move.text ?? ''), 'aria-label': `${n}. ${label}`,
      'aria-disabled': this.opts.pending() ? 'true' : undefined,
      onclick: () => { if (!this.opts.pending()) this.act(i); },
    }, h('span', { class: 'move-no', 'aria-hidden': 'true' }, n), h('span', { class: 'move-label' }, richText(label)));
    if (opts.control !== false) this.mark(el, [{ move: i }]);
    return el;
  }

  /** Listen on the drawn board (clicks, presses: delegated). */
  attach(root) {
    if (this.root === root) return;
    this.detach();
    this.root = root;
    root.addEventListener('click', this.onClick);
    root.addEventListener('dblclick', this.onDouble);
    root.addEventListener('pointerdown', this.onDown);
    root.addEventListener('keydown', this.onKeyOwn);
  }

  detach() {
    if (!this.root) return;
    this.root.removeEventListener('click', this.onClick);
    this.root.removeEventListener('dblclick', this.onDouble);
    this.root.removeEventListener('pointerdown', this.onDown);
    this.root.removeEventListener('keydown', this.onKeyOwn);
    this.root = null;
    this.closeMenu();
  }

  // --- acting ----------------------------------------------------------------------------

  act(i) {
    this.sel = null;
    this.closeMenu();
    this.picked = null;
    this.opts.act(i);
  }

  /** Make one of ``ctrls``' moves: at once when there is one, else a menu by labels. */
  choose(ctrls, anchor, title) {
    const moves = unique(ctrls.map((c) => c.move));
    if (!moves.length) return;
    if (moves.length === 1) this.act(moves[0]);
    else this.openMenu(anchor, moves, title);
  }

  click(e) {
    if (this.suppress || e.target.closest('.move-menu')) return;
    if (e.target.closest('button.move, .pc-tools, a')) return;
    const handEl = e.target.closest('.hand-card[data-card], .hand-card[data-slot]');
    const slotEl = e.target.closest('[data-pos]');
    const zoneEl = e.target.closest('[data-zone]');
    if (this.opts.pending()) return;
    if (this.sel) {
      const zone = zoneEl ? zoneEl.dataset.zone : null;
      const source = slotEl && zone === this.sel.zone && Number(slotEl.dataset.pos) === this.sel.pos;
      if (zone && this.sel.targets.has(zone) && !source) {
        this.target(zone, zoneEl);
        return;
      }
      this.unselect();
      if (source) return;
    }
    if (handEl) {
      const ctrls = this.handCtrls(handEl);
      if (ctrls.length) this.choose(ctrls, handEl, this.nameOf(handEl));
      return;
    }
    if (slotEl && zoneEl) {
      const pos = Number(slotEl.dataset.pos);
      const ctrls = this.zoneCtrls(zoneEl.dataset.zone, pos);
      if (ctrls.length) {
        this.pickZoneCard(zoneEl.dataset.zone, pos, ctrls, slotEl);
        return;
      }
    }
    if (zoneEl) {
      const ctrls = this.zoneCtrls(zoneEl.dataset.zone, -1);
      if (ctrls.length) this.choose(ctrls, zoneEl, this.zoneLabels.get(zoneEl.dataset.zone) || '');
    }
  }

  /** A double click on a card of a zone: its first move (a solitaire lists the move
   * home first), wherever else it might go. */
  double(e) {
    if (this.opts.pending() || this.menu) return;
    const slotEl = e.target.closest('[data-pos]');
    const zoneEl = e.target.closest('[data-zone]');
    if (!slotEl || !zoneEl) return;
    const ctrls = this.zoneCtrls(zoneEl.dataset.zone, Number(slotEl.dataset.pos));
    if (!ctrls.length) return;
    this.unselect();
    this.act(ctrls[0].move);
  }

  /** A card of a zone clicked: one place to go (or none named) → move; several → pick it
   * and light its places. */
  pickZoneCard(zone, pos, ctrls, el) {
    const targets = unique(ctrls.map((c) => c.to).filter((x) => typeof x === 'string'));
    const title = el.dataset.card ? cardName(el.dataset.card) : this.zoneLabels.get(zone) || '';
    if (targets.length <= 1 || ctrls.some((c) => typeof c.to !== 'string')) {
      this.choose(ctrls, el, title);
      return;
    }
    this.select(zone, pos, ctrls, targets, title);
  }

  select(zone, pos, ctrls, targets, title) {
    this.unselect();
    this.sel = { zone, pos, ctrls, targets: new Set(targets) };
    this.paintSelection();
    const names = targets.map((z) => this.zoneLabels.get(z) || z).filter(Boolean);
    this.opts.announce(t('pc.picked_card', { card: title, places: names.join(', ') }));
  }

  /** Light the picked card (and the cards above it in its pile) and its places. */
  paintSelection() {
    if (!this.root || !this.sel) return;
    for (const el of this.root.querySelectorAll('.pc-picked, .pc-target')) el.classList.remove('pc-picked', 'pc-target');
    const { zone, pos, targets } = this.sel;
    const zoneEl = this.root.querySelector(`[data-zone="${CSS.escape(zone)}"]`);
    if (zoneEl) {
      for (const s of zoneEl.querySelectorAll('[data-pos]')) {
        if (Number(s.dataset.pos) >= pos) {
          s.classList.add('pc-picked');
          if (s.getAttribute('role') === 'button') s.setAttribute('aria-pressed', 'true');
        }
      }
    }
    for (const id of targets) {
      const el = this.root.querySelector(`[data-zone="${CSS.escape(id)}"]`);
      if (el) {
        el.classList.add('pc-target');
        if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      }
    }
  }

  unselect() {
    this.sel = null;
    if (!this.root) return;
    for (const el of this.root.querySelectorAll('.pc-picked, .pc-target')) el.classList.remove('pc-picked', 'pc-target');
    for (const el of this.root.querySelectorAll('[aria-pressed="true"]')) el.removeAttribute('aria-pressed');
  }

  /** The picked card goes to ``zone``. */
  target(zone, anchor) {
    const ctrls = this.sel.ctrls.filter((c) => c.to === zone);
    this.unselect();
    this.choose(ctrls, anchor, this.zoneLabels.get(zone) || '');
  }

  // --- the menu of several moves ------------------------------------------------------------

  openMenu(anchor, moves, title) {
    this.closeMenu();
    const items = moves.map((i) => h('button', {
      type: 'button', role: 'menuitem', class: 'menu-item', testid: `menu-${i + 1}`, 'data-move': i + 1,
      onclick: () => this.act(i),
    }, h('span', { class: 'move-no' }, i + 1), h('span', { class: 'move-label' }, richText(String(this.legal[i]?.label ?? this.legal[i]?.text ?? '')))));
    const menu = h('div', {
      class: 'move-menu', role: 'menu', 'aria-label': title || t('table.moves'), testid: 'card-menu',
      onkeydown: (e) => {
        const list = [...menu.querySelectorAll('.menu-item')];
        const k = list.indexOf(document.activeElement);
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          this.closeMenu();
          anchor.focus?.();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
          e.preventDefault();
          list[(k + 1) % list.length]?.focus();
        } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
          e.preventDefault();
          list[(k - 1 + list.length) % list.length]?.focus();
        }
      },
    },
    title ? h('div', { class: 'menu-title' }, richText(title)) : null,
    h('div', { class: 'menu-items' }, ...items),
    h('button', { type: 'button', class: 'menu-cancel', testid: 'menu-cancel', onclick: () => { this.closeMenu(); anchor.focus?.(); } }, t('common.cancel')));
    document.body.append(menu);
    // beside the card, inside the window
    const r = anchor.getBoundingClientRect();
    const mw = Math.min(menu.offsetWidth || 240, window.innerWidth - 8);
    const mh = menu.offsetHeight || 120;
    let left = r.left + r.width / 2 - mw / 2;
    left = Math.max(4, Math.min(left, window.innerWidth - mw - 4));
    let top = r.top - mh - 6;
    if (top < 4) top = Math.min(window.innerHeight - mh - 4, r.bottom + 6);
    menu.style.left = `${left}px`;
    menu.style.top = `${Math.max(4, top)}px`;
    this.menu = menu;
    setTimeout(() => document.addEventListener('pointerdown', this.outside, true), 0);
    menu.querySelector('.menu-item')?.focus({ preventScroll: true });
  }

  closeMenu() {
    if (this.menu) {
      this.menu.remove();
      this.menu = null;
      document.removeEventListener('pointerdown', this.outside, true);
    }
  }

  // --- dragging ---------------------------------------------------------------------------------

  down(e) {
    if (e.button !== undefined && e.button !== 0) return;
    if (this.opts.pending()) return;
    const handEl = e.target.closest('.hand-card[data-card], .hand-card[data-slot]');
    const slotEl = e.target.closest('[data-pos]');
    const zoneEl = e.target.closest('[data-zone]');
    let ctrls = [];
    let group = [];
    let from = null;
    if (handEl) {
      ctrls = this.handCtrls(handEl);
      group = [handEl];
      from = { card: handEl.dataset.card || '', hand: true, el: handEl };
    } else if (slotEl && zoneEl) {
      const pos = Number(slotEl.dataset.pos);
      ctrls = this.zoneCtrls(zoneEl.dataset.zone, pos).filter((c) => typeof c.to === 'string');
      // the card and the cards above it in its pile move together
      group = [...zoneEl.querySelectorAll('[data-pos]')].filter((s) => Number(s.dataset.pos) >= pos && s.closest('[data-zone]') === zoneEl);
      from = { zone: zoneEl.dataset.zone, pos, el: slotEl };
    }
    if (!ctrls.length) return;
    const start = { x: e.clientX, y: e.clientY };
    let ghost = null;
    let over = null;
    const move = (ev) => {
      if (!ghost) {
        if (Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < DRAG_START) return;
        this.closeMenu();
        ghost = this.ghost(group, start);
        this.root?.classList.add('pc-dragging');
      }
      ev.preventDefault();
      ghost.style.transform = `translate(${ev.clientX - start.x}px, ${ev.clientY - start.y}px)`;
      const found = this.dropAt(ev.clientX, ev.clientY, ctrls, from);
      const el = found ? found.el : null;
      if (el !== over) {
        over?.classList.remove('drop-over');
        over = el;
        over?.classList.add('drop-over');
      }
    };
    const up = (ev) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      over?.classList.remove('drop-over');
      if (!ghost) return;
      ghost.remove();
      for (const g of group) g.classList.remove('drag-source');
      this.root?.classList.remove('pc-dragging');
      this.suppress = true;
      setTimeout(() => { this.suppress = false; }, 0);
      if (ev.type === 'pointercancel') return;
      const found = this.dropAt(ev.clientX, ev.clientY, ctrls, from);
      if (found && found.ctrls.length) {
        this.unselect();
        this.choose(found.ctrls, found.el, this.nameOf(from.el));
      } else if (found === null && this.onTable(ev.clientX, ev.clientY)) this.opts.toast(t('pc.cannot'));
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }

  ghost(group, start) {
    const box = h('div', { class: 'pc-ghost', 'aria-hidden': 'true' });
    for (const g of group) {
      const r = g.getBoundingClientRect();
      const copy = g.cloneNode(true);
      copy.removeAttribute('data-testid');
      copy.removeAttribute('data-card');
      copy.removeAttribute('data-pos');
      for (const d of copy.querySelectorAll('[data-testid]')) d.removeAttribute('data-testid');
      Object.assign(copy.style, { position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px`, margin: '0' });
      box.append(copy);
      g.classList.add('drag-source');
    }
    document.body.append(box);
    box.dataset.x = start.x;
    return box;
  }

  onTable(x, y) {
    const el = document.elementFromPoint(x, y);
    return !!(el && el.closest('[data-felt]'));
  }

  /** Where a dragged card would land: {el, ctrls} (ctrls empty: not there), or null. */
  dropAt(x, y, ctrls, from) {
    const el = document.elementFromPoint(x, y);
    if (!el) return null;
    const seatEl = el.closest('[data-drop-seat]');
    if (seatEl && from.hand) {
      const got = ctrls.filter((c) => c.seat === Number(seatEl.dataset.dropSeat));
      return got.length ? { el: seatEl, ctrls: got } : null;
    }
    const onto = el.closest('[data-onto]');
    const zoneEl = el.closest('[data-zone]');
    const felt = el.closest('[data-felt]');
    if (onto) {
      const got = ctrls.filter((c) => c.onto === onto.dataset.onto);
      if (got.length) return { el: onto, ctrls: got };
    }
    if (zoneEl && !(from.zone && zoneEl.dataset.zone === from.zone)) {
      const got = ctrls.filter((c) => c.to === zoneEl.dataset.zone);
      if (got.length) return { el: zoneEl, ctrls: got };
    }
    if (from.hand && felt) {
      // a hand card dropped on the table: the moves that name no place (or all of them)
      const free = ctrls.filter((c) => typeof c.to !== 'string' && !isInt(c.seat));
      const got = free.length ? free : ctrls.every((c) => typeof c.to === 'string') && unique(ctrls.map((c) => c.to)).length === 1 ? ctrls : [];
      if (got.length) return { el: felt, ctrls: got };
    }
    return null;
  }

  // --- keyboard ---------------------------------------------------------------------------------

  /** Enter or Space on a card or place that is no button of its own. */
  ownKey(e) {
    if ((e.key === 'Enter' || e.key === ' ') && this.picked === null) {
      const el = e.target;
      if (el && el.getAttribute && el.getAttribute('role') === 'button' && el.tagName !== 'BUTTON') {
        e.preventDefault();
        el.click();
      }
    }
  }

  /** The page's key handler: digits pick a move, Enter makes the picked one, Escape
   * closes, arrows walk the hand. True when the key was used. */
  key(e, page) {
    const count = this.legal.length;
    if (/^[0-9]$/.test(e.key)) {
      if (!count) return false;
      this.digits = (this.digits + e.key).replace(/^0+/, '');
      clearTimeout(this.digitTimer);
      this.digitTimer = setTimeout(() => { this.digits = ''; }, 1200);
      let n = Number(this.digits);
      if (n > count) {
        this.digits = e.key === '0' ? '' : e.key;
        n = Number(this.digits);
      }
      if (n >= 1 && n <= count) this.pick(n, page);
      return true;
    }
    if (e.key === 'Enter' && this.picked !== null && !this.menu) {
      const active = document.activeElement;
      if (!active || active === document.body || active.classList.contains('picked') || active.closest('.pc-board')) {
        const n = this.picked;
        this.act(n - 1);
        return true;
      }
    }
    if (e.key === 'Escape') {
      const had = !!(this.menu || this.sel || this.picked !== null);
      this.closeMenu();
      this.unselect();
      this.unpick(page);
      return had;
    }
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && e.target?.closest?.('.pc-hand')) {
      const cards = [...page.querySelectorAll('.pc-hand .hand-card')];
      const k = cards.indexOf(e.target.closest('.hand-card'));
      if (k < 0) return false;
      const next = cards[(k + (e.key === 'ArrowRight' ? 1 : -1) + cards.length) % cards.length];
      for (const c of cards) c.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
      return true;
    }
    return false;
  }

  /** Pick move ``n`` (1-based): light what makes it, focus it, say its label. */
  pick(n, page) {
    this.unpick(page);
    this.picked = n;
    const els = [...page.querySelectorAll('[data-moves]')].filter((el) => el.dataset.moves.split(' ').includes(String(n)));
    const listed = page.querySelector(`[data-testid="move-${n}"]`);
    if (listed && !els.includes(listed)) els.push(listed);
    for (const el of els) el.classList.add('picked');
    const visible = els.find((el) => el.offsetParent !== null && el.closest('.pc-board, .action-bar'));
    const target = visible || els.find((el) => el.offsetParent !== null);
    if (target) {
      const folded = target.closest('details');
      if (folded && !folded.open) folded.open = true;
      target.focus({ preventScroll: true });
    }
    this.opts.announce(t('table.picked', { n, label: this.legal[n - 1]?.label ?? '' }));
  }

  unpick(page) {
    this.picked = null;
    for (const el of page.querySelectorAll('.picked')) el.classList.remove('picked');
  }
}
