// The page's own settings, kept in localStorage: language, card look, sound, animation speed.

const KEY = 'koloda.settings';
const DEFAULTS = {
  lang: 'ru',
  ranks: 'auto', // auto (follows the language) | ru (В Д К Т) | en (J Q K A)
  fourColour: false,
  back: 'red', // red | blue
  sound: false,
  speed: 'normal', // off | slow | normal | fast
};
const SPEED_MS = { off: 0, slow: 450, normal: 220, fast: 110 };

let current = load();
const listeners = new Set();

function load() {
  let saved = {};
  try {
    saved = JSON.parse(localStorage.getItem(KEY) || '{}') || {};
  } catch {
    saved = {};
  }
  const out = { ...DEFAULTS };
  for (const k of Object.keys(DEFAULTS)) {
    if (k in saved && typeof saved[k] === typeof DEFAULTS[k]) out[k] = saved[k];
  }
  if (!['ru', 'en'].includes(out.lang)) out.lang = 'ru';
  if (!(out.speed in SPEED_MS)) out.speed = 'normal';
  return out;
}

export function settings() {
  return current;
}

export function hasSavedLang() {
  try {
    return 'lang' in (JSON.parse(localStorage.getItem(KEY) || '{}') || {});
  } catch {
    return false;
  }
}

export function update(patch) {
  current = { ...current, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* private mode: the settings last for this page only */
  }
  applyToDocument();
  for (const fn of listeners) fn(current, patch);
}

export function onChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function reducedMotion() {
  return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Animation length in ms (0 with reduced motion or speed "off"). */
export function animMs() {
  return reducedMotion() ? 0 : SPEED_MS[current.speed] ?? 220;
}

/** Russian card indices (В Д К Т)? */
export function russianRanks() {
  return current.ranks === 'ru' || (current.ranks === 'auto' && current.lang === 'ru');
}

export function applyToDocument() {
  const root = document.documentElement;
  root.lang = current.lang;
  root.style.setProperty('--anim-ms', `${animMs()}ms`);
  root.classList.toggle('four-colour', !!current.fourColour);
}

// --- sound: a tiny WebAudio click, off by default ---
let audio = null;
export function click() {
  if (!current.sound) return;
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'square';
    osc.frequency.value = 1400;
    gain.gain.setValueAtTime(0.06, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.04);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.05);
  } catch {
    /* no audio: stay silent */
  }
}
