// The only code that reads a caller's JS values for the engine (imported by
// src/bindings/boundary.rs with `catch`). Why it exists: a JS exception that unwinds
// through wasm frames leaves the wasm stack pointer behind, and after a few hundred
// such throws every call of the module fails. Here every read of a caller's value
// happens inside `try`, so nothing the caller passes (revoked proxies, BigInt,
// Symbol, throwing getters or `valueOf`, lying typed arrays, cycles) can throw
// through wasm; a refusal comes back as the `XwingRulesError` to throw instead.
//
// Intrinsics are captured when the module loads, so a page that later replaces
// `JSON`, `Array.isArray` or a typed array's `length` cannot change how a request is read.

const quote = JSON.stringify;
const isArray = Array.isArray;
const keysOf = Object.keys;
const defineProperty = Object.defineProperty;
const freeze = Object.freeze;
const ErrorCtor = Error;
const F64 = Float64Array;
const typedArrayProto = Object.getPrototypeOf(Float64Array.prototype);
const byteLengthOf = Object.getOwnPropertyDescriptor(typedArrayProto, 'byteLength').get;
const typedArrayName = Object.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag).get;
const typedArraySet = typedArrayProto.set;
const call = Function.prototype.call.bind(Function.prototype.call);
const regexTest = RegExp.prototype.test;
const includes = String.prototype.includes;
const stringSlice = String.prototype.slice;
const toText = String;
const encode = TextEncoder.prototype.encode;
const decode = TextDecoder.prototype.decode;

/**
 * The refusal to throw, worded as src/error.rs words a `RulesError` (`field: reason`), its
 * text as the engine's UTF-8 holds text (a lone surrogate, as in a key, shows as U+FFFD).
 */
function fail(code, field, reason) {
  const utf8Text = (s) => call(decode, utf8, call(encode, utf8Encoder, s));
  return new XwingRulesError(code, utf8Text(field), utf8Text(field === '' ? reason : field + ': ' + reason));
}

/** A short description of a thrown value, without running any of its code. */
function describe(e) {
  if (typeof e === 'string') return call(stringSlice, e, 0, 200);
  return e === null || typeof e !== 'object' ? typeof e : 'a object was thrown';
}

/** Why a string with a lone surrogate is refused (two such ids would read as one). */
const LONE_REASON = 'holds a lone surrogate (half of a UTF-16 pair): not text the engine can keep apart from another';
/** A lone (unpaired) surrogate: JSON text escapes it and the engine's UTF-8 cannot hold it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Why `jsonText` stopped at a value JSON text cannot hold, and where: each object or array
 * level puts its key or index in front of `path` as the refusal travels out (`.pose.x`), so
 * the one pass names the field and a request that reads well pays nothing for paths. `whole`:
 * about the request as a whole (its nesting), named `request`. Known by identity (the last
 * made), never by `instanceof`, which would run a thrown proxy's trap.
 */
let refusal = null;

function refuse(reason, whole = false) {
  return (refusal = { reason, path: '', whole });
}

/**
 * `e` (a refusal, or what a getter, proxy trap or `toJSON` threw: "could not be read") met
 * under `key` of the value being written (`undefined`: the value itself, as its keys).
 */
function under(e, key) {
  const r = e !== null && e === refusal ? e : refuse('could not be read (' + describe(e) + ')');
  if (key !== undefined && !r.whole) r.path = (typeof key === 'number' ? '[' + key + ']' : '.' + key) + r.path;
  return r;
}

/**
 * The JSON text `JSON.stringify(value)` writes, in one pass that reads each property once,
 * except that a non-finite number is written as its word, `NaN` or `-Infinity` (read by
 * src/wire/json.rs; `JSON.stringify` writes `null`, which an optional field would take for
 * "not given"), and what JSON text cannot hold, or the engine keep apart, throws a refusal
 * (`refuse`) naming its field: a Symbol or a function (which it would drop without a word, issue 30), a BigInt, a
 * cycle, nesting deeper than 64 levels, a lone surrogate (two ids differing only there would
 * read as one, issue 30); what a caller's code throws on the way is named by its field too.
 *
 * Why not `JSON.stringify` with a replacer doing the same: a replacer takes the engine off
 * V8's fast path, and that pass was a quarter of a checkOverlap call. This walk follows the
 * steps of JSON.stringify (ECMA-262 SerializeJSONProperty): `toJSON` read on every object
 * and called when a function, Number/String/Boolean wrappers unwrapped, own enumerable keys in
 * `Object.keys` order, `undefined` dropped in an object and `null` in an array. One
 * difference: a wrapper is recognised by its prototype (`Number.prototype`, …), not by its
 * hidden slot, so that a plain object costs no brand check.
 */
function jsonText(key, v, stack, depth) {
  let t = typeof v;
  if ((t === 'object' && v !== null) || t === 'bigint') {
    const toJSON = v.toJSON;
    if (typeof toJSON === 'function') {
      v = call(toJSON, v, key);
      t = typeof v;
    }
  }
  if (t === 'string') return quoted(v);
  if (t === 'number') return '' + v;
  if (t === 'boolean') return v ? 'true' : 'false';
  if (t === 'undefined') return undefined;
  if (t === 'symbol') throw refuse('expected plain data, got a Symbol');
  if (t === 'function') throw refuse('expected plain data, got a function');
  if (t === 'bigint') throw refuse('expected a number, got a BigInt');
  if (v === null) return 'null';
  if (depth > 64) throw refuse('nested deeper than 64 levels', true);
  // The objects above this one are `stack[0 .. depth]` (entries past it are stale: never
  // cut, as setting an array's length was a tenth of the walk).
  for (let i = 0; i < depth; i++) if (stack[i] === v) throw refuse('the request holds a cycle');
  stack[depth] = v;
  let k;
  try {
    if (isArray(v)) {
      const n = v.length;
      let out = '[';
      for (k = 0; k < n; k++) {
        const item = jsonText('' + k, v[k], stack, depth + 1);
        out += (k === 0 ? '' : ',') + (item === undefined ? 'null' : item);
      }
      return out + ']';
    }
    const proto = getPrototypeOf(v);
    if (proto !== objectProto && proto !== null) {
      // A wrapper of a primitive is written as the primitive (a non-finite Number as `null`,
      // as JSON.stringify writes it once its replacer has seen the object).
      if (proto === numberProto) return finiteOrNull(+v);
      if (proto === stringProto) return quoted(toText(v));
      if (proto === booleanProto) return call(booleanValueOf, v) ? 'true' : 'false';
    }
    const keys = keysOf(v);
    let out = '{';
    for (let i = 0; i < keys.length; i++) {
      k = keys[i];
      const item = jsonText(k, v[k], stack, depth + 1);
      if (item !== undefined) out += (out.length === 1 ? '' : ',') + quoted(k, 'the key ') + ':' + item;
    }
    return out + '}';
  } catch (e) {
    throw under(e, k);
  }
}

/**
 * `s` as a JSON string (`what` names it in a refusal). Text needing no escape (no quote,
 * backslash, control character or surrogate) is wrapped by hand: calling JSON.stringify for
 * each string was half the pass. Only such text is looked at for a lone surrogate.
 */
function quoted(s, what = '') {
  if (call(regexTest, PLAIN_TEXT, s)) return '"' + s + '"';
  if (call(regexTest, LONE_SURROGATE, s)) throw refuse(what + LONE_REASON);
  return quote(s);
}
const PLAIN_TEXT = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
const finiteOrNull = (n) => (n - n === 0 ? '' + n : 'null');
const getPrototypeOf = Object.getPrototypeOf;
const objectProto = Object.prototype;
const numberProto = Number.prototype;
const stringProto = String.prototype;
const booleanProto = Boolean.prototype;
const booleanValueOf = Boolean.prototype.valueOf;

const utf8Encoder = new TextEncoder();

/**
 * The top-level value left out of the last request text (`skip`, the batch's `points`),
 * kept for `readNumbers` so that it is read from the caller's object once, not twice.
 */
let skipped;

/** True while a caller's request is read (`readRequest`, `readNumbers`): caller code may run then. */
let reading = false;

function reentered() {
  return fail('NOT_ALLOWED', 'request', 'read while another call was reading its request (a getter or proxy of a request called the engine): call the engine outside the request');
}

/**
 * The request as JSON text (as UTF-8 bytes when long), or a refusal (`fail`). Refuses,
 * before any work in wasm: a non-object, a top-level key outside `accepted` (comma-separated,
 * `skip` accepted too; found before any value is read, so that an unknown key holding a vast
 * value costs nothing, issue 30), a top-level list longer than `maxList`
 * (checked before that list is written), and text longer than `maxChars`. `skip` names a
 * top-level field left out of the text (the batch's `points`, read by `readNumbers`).
 * Every property of the request is read once (getters run once): the top level here, the
 * levels below by the one `jsonText` pass, which also names the field of a value that
 * cannot be read (never a second walk).
 */
export function readRequest(value, maxChars, maxList, skip, accepted) {
  // A getter (or proxy) of a request that calls the engine while the request is read: refused
  // before anything of this module's state changes, so the outer read goes on unharmed and
  // reads each property once (issue 30: the outer `points` was read twice).
  if (reading) return reentered();
  reading = true;
  skipped = undefined;
  let k;
  try {
    if (typeof value !== 'object' || value === null || isArray(value)) return fail('INVALID_INPUT', 'request', 'expected one plain object');
    const keys = keysOf(value);
    // An unknown key goes after a `!` (no request text starts so): src/bindings/boundary.rs
    // words the message. A key holding a comma is none of `accepted`.
    const all = ',' + accepted + ',';
    for (k of keys) if (k !== skip && (call(includes, k, ',') || !call(includes, all, ',' + k + ','))) return '!' + k;
    let text = '{';
    // The top level is depth 0 of the nesting limit (`stack[0]` stays empty: nothing refers to it).
    const stack = [];
    for (k of keys) {
      const v = value[k];
      if (k === skip) skipped = v;
      else if (isArray(v) && v.length > maxList) return fail('TOO_LARGE', k, 'at most ' + maxList + ' entries are accepted');
      else {
        const item = jsonText(k, v, stack, 1);
        if (item !== undefined) text += (text.length === 1 ? '' : ',') + quoted(k) + ':' + item;
      }
    }
    text += '}';
    if (text.length > maxChars) {
      return fail('TOO_LARGE', 'request', 'the request is ' + text.length + ' characters as JSON; at most ' + maxChars + ' are accepted');
    }
    // A long text goes as UTF-8 bytes, copied into wasm memory in one native call: as a
    // string, wasm-bindgen's glue copies it a character at a time (4 µs for a 3.5 KB
    // table). A short one is cheaper as a string than as a new byte array.
    return text.length > LONG_REQUEST ? call(encode, utf8Encoder, text) : text;
  } catch (e) {
    const r = under(e, k);
    return fail('INVALID_INPUT', r.path === '' ? 'request' : call(stringSlice, r.path, 1), r.reason);
  } finally {
    reading = false;
  }
}

/** Characters above which the request text is handed over as bytes (measured: ~256). */
const LONG_REQUEST = 256;

/**
 * A fresh `Float64Array` copy of numbers (a Float64Array or an array of numbers), or a
 * refusal. `inRequest`: the numbers are the request's `field` (the batch's `points`:
 * the value `readRequest` left out of the text, never read twice); else `v` is the numbers
 * (a method's argument, `Workspace.setPoses`). Errors count `field` in groups of `per`
 * numbers (`what`). A typed array is copied by its real byte length (the intrinsic getter),
 * never by a `length` property a caller can override.
 */
export function readNumbers(v, inRequest, field, maxNumbers, per, what) {
  if (reading) return reentered();
  reading = true;
  try {
    if (inRequest) {
      v = skipped;
      skipped = undefined;
    }
    if (v === undefined) return fail('INVALID_INPUT', field, 'is required');
    const typed = typeof v === 'object' && v !== null && call(typedArrayName, v) === 'Float64Array';
    const n = typed ? call(byteLengthOf, v) / 8 : isArray(v) ? v.length : undefined;
    if (typeof n !== 'number' || !(n >= 0)) return fail('INVALID_INPUT', field, 'expected a Float64Array of ' + what);
    if (n > maxNumbers) return fail('TOO_LARGE', field, 'at most ' + maxNumbers / per + ' ' + field + ' are accepted');
    const out = new F64(n);
    if (typed) {
      call(typedArraySet, out, v);
      return out;
    }
    for (let i = 0; i < n; i++) {
      const x = v[i];
      if (typeof x !== 'number') return fail('INVALID_INPUT', field + '[' + i + ']', 'expected a number, got ' + (x === null ? 'null' : typeof x));
      out[i] = x;
    }
    return out;
  } catch (e) {
    return fail('INVALID_INPUT', field, 'could not be read (' + describe(e) + ')');
  } finally {
    reading = false;
  }
}

// The response operations of src/wire/to.rs (`op`), and the state of one build.
// wire-ops: begin (generated from src/wire/to.rs `op` by scripts/wire-ops.mjs; do not edit)
const OBJECT = 0, ARRAY = 1, END = 2, NUM = 3, NULL = 4, TRUE = 5, FALSE = 6, STATIC = 7, TEXT = 8, NUMS = 9, FROZEN = 10, KEEP = 11, KEPT = 12;
// wire-ops: end
const utf8 = new TextDecoder();
const U8 = Uint8Array;
/**
 * Names from the module's own data (keys, enum names), decoded once and kept by address in
 * a small hashed table (a `Map` lookup per key was half the cost of building an object).
 * A slot holds the last name hashed to it; address and length must both match.
 */
const NAME_SLOTS = 4096;
const nameAt = new Int32Array(NAME_SLOTS).fill(-1);
const nameLength = new Int32Array(NAME_SLOTS);
const names = new Array(NAME_SLOTS).fill('');
let ops, nums, text, at = 0, numAt = 0, textAt = 0;
/**
 * Above 0 while a `FROZEN` or `KEEP` value is built: every object and array of it is built
 * by definition (`own`) and frozen (`done`); set back by `buildResponse` if a build fails.
 */
let freezing = 0;
/**
 * The values kept by `KEEP` for a later `KEPT`, by slot (shipInfo's answers: the engine
 * decides the slots and asks again for a slot only once its value was built here).
 */
const kept = [];

/** The string that operation `code` starts: a name from the module's data, or the next slice of `text`. */
function str(code) {
  const a = ops[at], b = ops[at + 1];
  at += 2;
  if (code === STATIC) {
    const slot = (a ^ (a >>> 12)) & (NAME_SLOTS - 1);
    if (nameAt[slot] === a && nameLength[slot] === b) return names[slot];
    const s = call(decode, utf8, new U8(ops.buffer, a, b));
    nameAt[slot] = a;
    nameLength[slot] = b;
    names[slot] = s;
    return s;
  }
  const s = call(stringSlice, text, textAt, textAt + a);
  textAt += a;
  return s;
}

function value() {
  const code = ops[at++];
  switch (code) {
    case NUM:
      return nums[numAt++];
    case OBJECT: {
      const o = {};
      for (let k = ops[at++]; k !== END && k !== undefined; k = ops[at++]) {
        // A key from the code (nearly every key) is looked up here, without a call.
        const a = ops[at], slot = (a ^ (a >>> 12)) & (NAME_SLOTS - 1);
        const key = k === STATIC && nameAt[slot] === a && nameLength[slot] === ops[at + 1] ? ((at += 2), names[slot]) : str(k);
        // An id used as a key (a map of ships) may be "__proto__": an own property, as JSON.parse makes it.
        if (freezing !== 0 || key === '__proto__') own(o, key, value());
        else o[key] = value();
      }
      return done(o);
    }
    case ARRAY: {
      const list = [];
      while (at < ops.length && ops[at] !== END) {
        if (freezing !== 0) own(list, list.length, value());
        else list.push(value());
      }
      at++;
      return done(list);
    }
    case NUMS: {
      const n = ops[at++];
      if (n === 2) return done([nums[numAt++], nums[numAt++]]);
      const list = freezing !== 0 ? [] : new Array(n);
      for (let i = 0; i < n; i++) {
        if (freezing !== 0) own(list, i, nums[numAt++]);
        else list[i] = nums[numAt++];
      }
      return done(list);
    }
    case FROZEN:
    case KEEP: {
      const slot = code === KEEP ? ops[at++] : -1;
      freezing++;
      const v = value();
      freezing--;
      if (slot >= 0) own(kept, slot, v);
      return v;
    }
    case KEPT:
      return kept[ops[at++]];
    case NULL:
      return null;
    case TRUE:
      return true;
    case FALSE:
      return false;
    default:
      return str(code);
  }
}

// Frozen (and kept) values are built by defining own properties, never by assignment, by
// `Array.prototype` methods or into a list's holes: a setter on `Object.prototype` or
// `Array.prototype`, or a patched `push`, met while an answer is first built would otherwise
// change the copy every later caller gets (issue 30: `stats.hull` lost, the Gozanti dial cut
// to 6 of 11 entries). (An array literal defines its items.)

/** Defines `o[key] = v` as an own data property (no setter of a prototype runs). */
function own(o, key, v) {
  defineProperty(o, key, { value: v, writable: true, enumerable: true, configurable: true });
}

/** `o` as built, frozen when a `FROZEN` or `KEEP` value is being built. */
const done = (o) => (freezing !== 0 ? freeze(o) : o);

/**
 * The response object from the engine's operations (src/wire/to.rs): `ops` and `nums`
 * are views of wasm memory, read before returning (the names from the code are read in
 * `ops.buffer`, the instance's memory); `text` holds the strings made at run time, one
 * after another (`undefined` when there are none). Runs no caller code.
 */
export function buildResponse(opsView, numsView, textValue) {
  ops = opsView;
  nums = numsView;
  text = textValue === undefined ? '' : textValue;
  at = numAt = textAt = 0;
  try {
    return value();
  } finally {
    ops = nums = text = undefined;
    freezing = 0;
  }
}

/**
 * What every call throws on a request it cannot answer: `code` says why (the codes of
 * src/error.rs, and `NOT_INITIALISED` / `FREED` from the package entry), `field` names the
 * offending field's path. Exported by the package entries, so `e instanceof XwingRulesError`
 * tells the engine's refusals from other errors; built by the engine through
 * src/bindings/boundary.rs. Extends the `Error` captured at load.
 */
export class XwingRulesError extends ErrorCtor {
  constructor(code, field, message) {
    super(message);
    this.name = 'XwingRulesError';
    this.code = code;
    this.field = field;
  }
}
