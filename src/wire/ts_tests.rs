//! TypeScript types generated from the request and response types (tests only: the
//! derives write an implementation beside every `FromWire` and `ToWire` one, under
//! `#[cfg(test)]`, so the shipped module holds none of it).
//!
//! A request type's TypeScript is what its reader accepts ([`TsIn`]: an `Option` or a
//! `default` field is an optional key, an enum the union of its names); a response
//! type's is what its writer writes ([`TsOut`]: an `Option` is `T | null`, a field
//! skipped when empty an optional key). src/bindings/ts_generated_tests.rs writes the
//! types of every call to tests/types/generated.d.ts, and tests/node/types_generated.test.mjs
//! checks with the TypeScript compiler that the declared types of pkg/ match them.

/// The key of a [`TsField`] that stands for a flattened `#[wire(ts_whole)]` type's
/// declaration, intersected with the object's keys (never a request's key).
const WHOLE: &str = "&";

/// One key of an object type.
#[derive(Clone)]
pub struct TsField {
    pub key: String,
    pub optional: bool,
    pub ty: String,
    /// Its `///` text (written only in the named declarations: [`collect`]).
    pub doc: &'static str,
}

/// The keys of an object type as TypeScript (`{ a: number; b?: string }`).
pub fn object(fields: &[TsField]) -> String {
    if fields.is_empty() {
        return "{}".into();
    }
    // A flattened `#[wire(ts_whole)]` type: intersected (`shape_fields`).
    if let Some(at) = fields.iter().position(|f| f.key == WHOLE) {
        let rest: Vec<TsField> = fields.iter().enumerate().filter(|(i, _)| *i != at).map(|(_, f)| f.clone()).collect();
        return format!("{} & {}", object(&rest), fields[at].ty);
    }
    #[cfg(test)]
    if collecting() {
        return object_lines(fields);
    }
    let keys: Vec<String> = fields.iter().map(|f| format!("{}{}: {}", key(&f.key), if f.optional { "?" } else { "" }, f.ty)).collect();
    format!("{{ {} }}", keys.join("; "))
}

/// A key, quoted when it is not an identifier.
fn key(k: &str) -> String {
    if k.starts_with('[') {
        return k.into(); // an index signature (`[key: string]`: a free-form object)
    }
    let ident = k.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
        && k.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$');
    if ident {
        k.into()
    } else {
        format!("{k:?}")
    }
}

/// A string literal type.
pub fn literal(s: &str) -> String {
    format!("{s:?}")
}

/// `ty` as an array's item (a union or function type in parentheses).
pub fn array(ty: &str) -> String {
    if ty.contains(" | ") || ty.contains(" & ") {
        format!("({ty})[]")
    } else {
        format!("{ty}[]")
    }
}

/// The union of `types`, each once, in order.
pub fn union(types: &[String]) -> String {
    let mut seen: Vec<&String> = Vec::new();
    for t in types {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    #[cfg(test)]
    if collecting()
        && (seen.len() > 1 && (seen.iter().any(|t| t.contains('\n')) || seen.iter().map(|t| shown_len(t) + 3).sum::<usize>() > 90))
    {
        // One member a line, each line indented under the first.
        return seen.iter().map(|t| format!("\n  | {}", t.replace('\n', "\n    "))).collect();
    }
    seen.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(" | ")
}

/// The keys `csv` (a `#[wire(also)]` list: accepted and never read) as optional keys of
/// any type.
pub fn also_fields(csv: &str, taken: &[TsField]) -> Vec<TsField> {
    csv.split(',')
        .filter(|k| !k.is_empty() && !taken.iter().any(|f| f.key == *k))
        .map(|k| TsField { key: k.into(), optional: true, ty: also_type(k), doc: "" })
        .collect()
}

/// A `#[wire(ts_as = "...")]` field's TypeScript: `given` in the inline declarations
/// (tests/types/generated.d.ts, e.g. `string` for an engine enum written by name), its Rust
/// type's own (`own`, the names it writes) in the named ones.
pub fn ts_as(given: &str, own: impl FnOnce() -> String) -> String {
    #[cfg(test)]
    if collecting() {
        return own();
    }
    let _ = own;
    given.into()
}

/// The type of a key accepted unread: `unknown`, but in the named declarations, where the
/// generator may give the keys their types ([`also_types`]).
fn also_type(key: &str) -> String {
    #[cfg(test)]
    if let Some(ty) = ALSO_TS.with(|f| f.get()).and_then(|f| f(key)) {
        return ty;
    }
    let _ = key;
    "unknown".into()
}

#[cfg(test)]
thread_local! {
    /// The types of the keys accepted unread, as [`also_types`] set them (none: `unknown`).
    static ALSO_TS: std::cell::Cell<Option<fn(&str) -> Option<String>>> = const { std::cell::Cell::new(None) };
}

/// Gives the keys accepted unread (`#[wire(also)]`) the types `f` names (`None`: `unknown`)
/// on this thread, for the named declarations: there a key a ship accepts unread is typed
/// as the other calls read it (src/bindings/ts_ship_keys_tests.rs).
#[cfg(test)]
pub fn also_types(f: Option<fn(&str) -> Option<String>>) {
    ALSO_TS.with(|c| c.set(f));
}

/// What a request reader accepts.
pub trait TsIn {
    /// Whether the key may be left out (an `Option`).
    const OPTIONAL: bool = false;
    fn ts_in() -> String;
    /// A struct's keys, for a flattened field (`None` for any other type).
    fn ts_in_fields() -> Option<Vec<TsField>> {
        None
    }
}

/// What a response writer writes.
pub trait TsOut {
    fn ts_out() -> String;
    /// The type when written at all: a field skipped when `None` (`skip_serializing_if =
    /// "Option::is_none"`) is never `null`.
    fn ts_out_present() -> String {
        Self::ts_out()
    }
    /// The keys merged into an enclosing object by `flatten`: a struct's fields; for a
    /// tagged enum, `None` (the enclosing type is intersected with the enum's union).
    fn ts_out_fields() -> Option<Vec<TsField>> {
        None
    }
}

macro_rules! both {
    ($ts:expr; $($t:ty),*) => {$(
        impl TsIn for $t {
            fn ts_in() -> String {
                $ts.into()
            }
        }
        impl TsOut for $t {
            fn ts_out() -> String {
                $ts.into()
            }
        }
    )*};
}
both!("number"; f64, f32, u8, u16, u32, u64, usize, i8, i32, i64);
both!("boolean"; bool);
both!("string"; String, &'static str);

/// An `Option` may be left out, or given as `null` (read as left out).
impl<T: TsIn> TsIn for Option<T> {
    const OPTIONAL: bool = true;
    fn ts_in() -> String {
        union(&[T::ts_in(), "null".into()])
    }
}

impl<T: TsOut> TsOut for Option<T> {
    fn ts_out() -> String {
        union(&[T::ts_out(), "null".into()])
    }
    fn ts_out_present() -> String {
        T::ts_out()
    }
    fn ts_out_fields() -> Option<Vec<TsField>> {
        T::ts_out_fields().map(|fs| fs.into_iter().map(|f| TsField { optional: true, ..f }).collect())
    }
}

impl<T: TsIn> TsIn for Box<T> {
    const OPTIONAL: bool = T::OPTIONAL;
    fn ts_in() -> String {
        T::ts_in()
    }
    fn ts_in_fields() -> Option<Vec<TsField>> {
        T::ts_in_fields()
    }
}

impl<T: TsOut + ?Sized> TsOut for Box<T> {
    fn ts_out() -> String {
        T::ts_out()
    }
    fn ts_out_fields() -> Option<Vec<TsField>> {
        T::ts_out_fields()
    }
}

impl<T: TsOut + ?Sized> TsOut for &T {
    fn ts_out() -> String {
        T::ts_out()
    }
    fn ts_out_fields() -> Option<Vec<TsField>> {
        T::ts_out_fields()
    }
}

impl<T: TsIn> TsIn for Vec<T> {
    fn ts_in() -> String {
        array(&T::ts_in())
    }
}

impl<T: TsOut> TsOut for Vec<T> {
    fn ts_out() -> String {
        array(&T::ts_out())
    }
}

impl<T: TsOut> TsOut for [T] {
    fn ts_out() -> String {
        array(&T::ts_out())
    }
}

/// A fixed-length array as a tuple (`[number, number]`).
fn tuple(item: String, n: usize) -> String {
    format!("[{}]", vec![item; n].join(", "))
}

impl<T: TsIn, const N: usize> TsIn for [T; N] {
    fn ts_in() -> String {
        tuple(T::ts_in(), N)
    }
}

impl<T: TsOut, const N: usize> TsOut for [T; N] {
    fn ts_out() -> String {
        tuple(T::ts_out(), N)
    }
}

impl<A: TsOut, B: TsOut> TsOut for (A, B) {
    fn ts_out() -> String {
        format!("[{}, {}]", A::ts_out(), B::ts_out())
    }
}

impl<T: TsIn> TsIn for std::collections::BTreeMap<String, T> {
    fn ts_in() -> String {
        format!("Record<string, {}>", T::ts_in())
    }
}

impl<K, V: TsOut> TsOut for std::collections::BTreeMap<K, V> {
    fn ts_out() -> String {
        format!("Record<string, {}>", V::ts_out())
    }
}

/// A field type's TypeScript, as a struct's [`crate::wire::Shape`] carries it (tests only).
#[derive(Debug)]
pub struct TsOf {
    pub ty: fn() -> String,
    /// The key may be left out ([`TsIn::OPTIONAL`]).
    pub optional: bool,
    /// A struct's own keys, for a flattened field.
    pub fields: fn() -> Option<Vec<TsField>>,
    /// The field's type in the named declarations (`#[wire(ts = "ShipName")]`: narrower
    /// than its Rust type says, e.g. a card id union); empty: its Rust type's.
    pub named: &'static str,
    /// `#[wire(ts_with = "path")]`: gives the key its type and optionality in an edition's
    /// form of a `#[wire(ts_editions)]` type ([`edition`]).
    pub with: Option<fn(&mut TsField)>,
    /// The field's `///` text.
    pub doc: &'static str,
}

impl TsOf {
    pub const fn of<T: TsIn>() -> TsOf {
        TsOf { ty: T::ts_in, optional: T::OPTIONAL, fields: T::ts_in_fields, named: "", with: None, doc: "" }
    }

    /// With the field's `///` text.
    pub const fn doc(self, doc: &'static str) -> TsOf {
        TsOf { doc, ..self }
    }

    /// With the function that types the key in an edition's form.
    pub const fn with(self, with: fn(&mut TsField)) -> TsOf {
        TsOf { with: Some(with), ..self }
    }

    /// With the field's type in the named declarations.
    pub const fn named(self, named: &'static str) -> TsOf {
        TsOf { named, ..self }
    }
}

/// A field's TypeScript: its `#[wire(ts = "...")]` type in the named declarations, else
/// its Rust type's.
pub fn field_type(named: &'static str, ty: impl FnOnce() -> String) -> String {
    #[cfg(test)]
    if collecting() && !named.is_empty() {
        USED.with(|u| u.borrow_mut().push(named));
        // An `Option` keeps its `null` (read as absent; written when not skipped).
        return if ty().ends_with(" | null") { format!("{named} | null") } else { named.into() };
    }
    let _ = named;
    ty()
}

/// How a written field is declared, as its [`crate::wire::OutField`] carries it: the
/// writer's own description of each field is the one the declarations are made from.
#[derive(Debug)]
pub struct TsOutOf {
    pub ty: fn() -> String,
    /// A struct's own keys, for a flattened field.
    pub fields: fn() -> Option<Vec<TsField>>,
    /// Skipped when `skip_serializing_if` says so: an optional key.
    pub optional: bool,
    /// The field's type in the named declarations (`#[wire(ts = "...")]`); empty: its Rust type's.
    pub named: &'static str,
    /// `#[wire(ts_as = "...")]`: its type in the inline declarations ([`ts_as`]); empty: its Rust type's.
    pub given: &'static str,
    /// The field's `///` text.
    pub doc: &'static str,
}

impl TsOutOf {
    /// A field of type `T` with its `///` text; `present`: its type when written at all (skipped when `None`).
    pub const fn of<T: TsOut + ?Sized>(
        doc: &'static str,
        present: bool,
        optional: bool,
        named: &'static str,
        given: &'static str,
    ) -> TsOutOf {
        let ty = if present { T::ts_out_present } else { T::ts_out };
        TsOutOf { ty, fields: T::ts_out_fields, optional, named, given, doc }
    }

    /// A computed field (`#[wire(then(...))]`), declared as `ty` gives it.
    pub const fn computed(ty: fn() -> String) -> TsOutOf {
        fn none() -> Option<Vec<TsField>> {
            None
        }
        TsOutOf { ty, fields: none, optional: false, named: "", given: "", doc: "" }
    }
}

/// The keys of written `fields` into `f`: a flattened struct's merged, a flattened enum's
/// union into `and` (intersected with the object).
fn out_keys(fields: &[crate::wire::OutField], f: &mut Vec<TsField>, and: &mut Vec<String>) {
    for x in fields {
        if x.key.is_empty() {
            match (x.ts.fields)() {
                Some(more) => f.extend(more),
                None => and.push((x.ts.ty)()),
            }
            continue;
        }
        // `ts_as`: the field's TypeScript in the inline form (an engine enum written by name,
        // typed `string`), its type's own in the named one; `ts`: a narrower name there.
        let ty = || if x.ts.given.is_empty() { (x.ts.ty)() } else { ts_as(x.ts.given, x.ts.ty) };
        f.push(TsField { key: x.key.into(), optional: x.ts.optional, ty: field_type(x.ts.named, ty), doc: x.ts.doc });
    }
}

/// The object a derived writer writes (`lead`, a tag, first), with the intersections of its
/// flattened enums: `{ ... } & (A | B)`.
pub fn out_object(lead: Option<TsField>, fields: &[crate::wire::OutField]) -> String {
    let (mut f, mut and) = (lead.into_iter().collect(), Vec::new());
    out_keys(fields, &mut f, &mut and);
    let mut out = object(&f);
    for x in and {
        out = format!("{out} & ({x})");
    }
    out
}

/// A derived struct's keys, merged into an enclosing object by `flatten` (`None`: it has a
/// flattened enum, or is `#[wire(ts_whole)]` (`whole`) and stays its own declaration).
pub fn out_fields(fields: &[crate::wire::OutField], whole: bool) -> Option<Vec<TsField>> {
    if whole && collecting() {
        return None;
    }
    let (mut f, mut and) = (Vec::new(), Vec::new());
    out_keys(fields, &mut f, &mut and);
    and.is_empty().then_some(f)
}

/// One variant of a derived enum, as serde tags it: `tag` (an object holding the tag, then
/// its fields: a tagged enum is written as a struct is, [`crate::wire::write_object`]), `untagged`
/// (its one value alone), else by its name (a unit variant). The derive refuses any other. Only
/// the TypeScript reads it: the derived writer passes a variant's parts to
/// [`crate::wire::write_tagged`] itself.
#[derive(Debug)]
pub struct OutVariant {
    /// Its name on the wire.
    pub name: &'static str,
    /// `#[serde(tag = "...")]`: the tag's key (empty: not tagged).
    pub tag: &'static str,
    /// `#[serde(untagged)]`.
    pub untagged: bool,
    /// Its fields (a newtype variant's one field, described as flattened).
    pub fields: &'static [crate::wire::OutField],
    /// The variant's `///` text.
    pub doc: &'static str,
}

/// A derived enum's TypeScript: the union of its variants, each as the derived `ToWire` writes
/// it ([`OutVariant`]).
pub fn out_enum(variants: &[OutVariant]) -> String {
    let each = variants.iter().map(|v| {
        let ty = match (v.tag, v.untagged, v.fields.first()) {
            ("", true, Some(one)) => (one.ts.ty)(),
            ("", true, None) => "null".into(),
            ("", false, _) => literal(v.name),
            (tag, _, _) => out_object(Some(TsField { key: tag.into(), optional: false, ty: literal(v.name), doc: "" }), v.fields),
        };
        member(v.doc, ty)
    });
    union(&each.collect::<Vec<_>>())
}

/// A tagged enum's `#[wire(ts_flat = "KindName")]`: declared as one object, its tag typed
/// `kind` (the union of its variants' names, declared apart as `rust`) and every field of its
/// variants optional, each once, in the order first met: a log entry read by its `kind`.
pub fn flat_enum(rust: &'static str, kind: &'static str, doc: &'static str, variants: &[OutVariant]) -> String {
    let tag = variants.first().map_or("", |v| v.tag);
    let names: Vec<String> = variants.iter().map(|v| literal(v.name)).collect();
    let kind = named(Dir::Out, rust, kind, doc, || union(&names));
    let mut all = vec![TsField { key: tag.into(), optional: false, ty: kind, doc: "" }];
    // A newtype variant's one value is described as a flattened field: not the variant's own fields.
    for v in variants.iter().filter(|v| !matches!(v.fields, [one] if one.key.is_empty())) {
        let (mut f, mut and) = (Vec::new(), Vec::new());
        out_keys(v.fields, &mut f, &mut and);
        for x in f.into_iter().filter(|x| x.key != tag) {
            if !all.iter().any(|a| a.key == x.key) {
                all.push(TsField { optional: true, ..x });
            }
        }
    }
    object(&all)
}

#[cfg(test)]
/// A struct read as one object, declared in the named declarations as the union of its
/// `forms` (`#[wire(forms = "...")]`): `|` between forms, `,` between a form's keys, each
/// A `#[wire(null)]` field's type: `null` too (read as absent).
fn null_or(null_ok: bool, ty: String) -> String {
    if null_ok && !ty.ends_with(" | null") {
        return format!("{ty} | null");
    }
    ty
}

/// `key` (given, not `null`), `key?` (optional) or `key=name` / `key?=name` (that string:
/// the form's `kind`). A key no form names is in every form as it is; a key some form names
/// is only in those. `-key`: a key the struct reads only to refuse it (with its own message),
/// in no form. Inline (tests/types/generated.d.ts) it stays the one object.
pub fn forms(fields: Vec<TsField>, forms: &str) -> String {
    if collecting() {
        fn entry(k: &str) -> (&str, bool, Option<&str>) {
            let (key, name) = k.trim().split_once('=').map_or((k.trim(), None), |(k, n)| (k, Some(n)));
            (key.trim_end_matches('?'), key.ends_with('?'), name)
        }
        let named: Vec<&str> = forms.split(['|', ',']).map(|k| entry(k).0.trim_start_matches('-')).collect();
        assert!(named.iter().all(|k| fields.iter().any(|f| f.key == *k)), "#[wire(forms)] names a key the struct lacks: {forms}");
        let members: Vec<String> = forms
            .split('|')
            .map(|form| {
                let keys: Vec<_> = form.split(',').map(entry).collect();
                let one = |f: &TsField| {
                    let (_, optional, name) = keys.iter().find(|k| k.0 == f.key)?;
                    let ty = name.map(literal).unwrap_or_else(|| match optional {
                        true => f.ty.clone(),
                        false => f.ty.strip_suffix(" | null").unwrap_or(&f.ty).into(),
                    });
                    Some(TsField { key: f.key.clone(), optional: *optional, ty, doc: f.doc })
                };
                let kept = |f: &TsField| TsField { key: f.key.clone(), optional: f.optional, ty: f.ty.clone(), doc: f.doc };
                let form: Vec<TsField> =
                    fields.iter().filter_map(|f| if named.contains(&f.key.as_str()) { one(f) } else { Some(kept(f)) }).collect();
                object(&form)
            })
            .collect();
        return union(&members);
    }
    object(&fields)
}

/// A derived request struct's TypeScript, from its description: its keys ([`shape_fields`])
/// as one object, or as the union of its `forms` (`#[wire(forms = "...")]`; empty: none).
pub fn in_object(shape: Option<&crate::wire::Shape>, forms_of: &str) -> String {
    match forms_of {
        "" => object(&shape_fields(shape)),
        _ => forms(shape_fields(shape), forms_of),
    }
}

/// A derived request struct's keys, merged into an enclosing one by `flatten` (`None`: it is
/// `#[wire(ts_whole)]` (`whole`) and stays its own declaration).
pub fn in_fields(shape: Option<&crate::wire::Shape>, whole: bool) -> Option<Vec<TsField>> {
    (!(whole && collecting())).then(|| shape_fields(shape))
}

/// The keys of a derived request struct, from its description (`FromWire::SHAPE`): its
/// fields in order (a flattened one's keys in its place), then its free-form index or the
/// keys it accepts unread (`#[wire(open)]`, `#[wire(also)]`).
pub fn shape_fields(shape: Option<&crate::wire::Shape>) -> Vec<TsField> {
    let Some(shape) = shape else { return Vec::new() };
    let mut f: Vec<TsField> = Vec::new();
    for field in shape.fields {
        if field.key.is_empty() {
            match (field.ts.fields)() {
                Some(fields) => {
                    // A key an earlier flattened type accepted unread (its `also`) that this one reads.
                    f.retain(|x| !fields.iter().any(|y| y.key == x.key));
                    f.extend(fields)
                }
                None => f.push(TsField { key: WHOLE.into(), optional: false, ty: (field.ts.ty)(), doc: "" }),
            }
        } else {
            // `#[wire(ts = "-")]`: a key read only to be refused by name (an old key's own
            // message), left out of the named declarations.
            #[cfg(test)]
            if field.ts.named == "-" && collecting() {
                continue;
            }
            // A flattened type's key accepted unread (its `also`) that this type reads.
            f.retain(|x| x.key != field.key);
            f.push(TsField {
                key: field.key.into(),
                optional: field.ts.optional || field.absent_ok,
                ty: null_or(field.null_ok, field_type(field.ts.named, field.ts.ty)),
                doc: field.ts.doc,
            });
            #[cfg(test)]
            if let (Some(with), Some(last)) = (field.ts.with, f.last_mut()) {
                with(last);
            }
        }
    }
    match shape.also {
        // The named (shipped) declarations give an open type's own keys only: the engine
        // ignores any other (XWS vendor extras), but a caller's misspelt key is a type error.
        None if collecting() => {}
        None => f.push(TsField { key: "[key: string]".into(), optional: false, ty: "unknown".into(), doc: "" }),
        Some(also) => {
            let extra = also_fields(also, &f);
            f.extend(extra);
        }
    }
    f
}

// ------------------------------------------------- named declarations (the shipped .d.ts)
#[cfg(test)]
pub use named::*;

/// Named declarations: tests only (the shipped module holds none of it).
#[cfg(test)]
mod named {
    use super::{key, TsField};

    /// Which trait wrote a declaration: a request type's reader ([`TsIn`]) or a response
    /// type's writer ([`TsOut`]); one Rust type may have both, differing (`null` vs absent).
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Dir {
        In,
        Out,
    }

    /// One named declaration met while collecting: the Rust type (`type_name`) and direction
    /// it stands for, its default name (crate-side `#[wire(ts = "...")]` or the Rust name),
    /// its `///` text and its TypeScript, in which every other named type is a [`token`].
    #[derive(Debug)]
    pub struct Decl {
        pub dir: Dir,
        pub rust: &'static str,
        pub name: &'static str,
        pub doc: &'static str,
        pub body: String,
    }

    thread_local! {
        /// The declarations met so far, while [`collect`] runs (`None` otherwise: the types
        /// are written inline, on one line, as tests/types/generated.d.ts holds them).
        static DECLS: std::cell::RefCell<Option<Vec<Decl>>> = const { std::cell::RefCell::new(None) };
    }

    thread_local! {
        /// The `#[wire(ts = "...")]` field types met while collecting.
        pub static USED: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// The `#[wire(ts = "...")]` field types met by the last [`collect`] (and cleared).
    pub fn used() -> Vec<&'static str> {
        USED.with(|u| std::mem::take(&mut *u.borrow_mut()))
    }

    /// Whether [`collect`] is running on this thread.
    pub fn collecting() -> bool {
        DECLS.with(|d| d.borrow().is_some())
    }

    /// Runs `f` with named declarations collected: every derived (non-generic) type met is
    /// written as a reference to its declaration, which is recorded once, in the order met.
    pub fn collect<R>(f: impl FnOnce() -> R) -> (R, Vec<Decl>) {
        DECLS.with(|d| *d.borrow_mut() = Some(Vec::new()));
        USED.with(|u| u.borrow_mut().clear());
        let out = f();
        (out, DECLS.with(|d| d.borrow_mut().take()).unwrap_or_default())
    }

    /// The placeholder of a reference to a named type, resolved to its final name by the
    /// generator (src/bindings/ts_generated_named_tests.rs) once every name is known.
    pub fn token(dir: Dir, rust: &str) -> String {
        format!("\u{1}{}{rust}\u{2}", if dir == Dir::In { 'i' } else { 'o' })
    }

    /// A derived type's TypeScript (`body`), or, while collecting, a reference to its
    /// declaration (recorded on the first meeting; `body` runs then only).
    pub fn named(dir: Dir, rust: &'static str, name: &'static str, doc: &'static str, body: impl FnOnce() -> String) -> String {
        let first = DECLS.with(|d| {
            d.borrow_mut().as_mut().map(|list| {
                let new = !list.iter().any(|x| x.dir == dir && x.rust == rust);
                if new {
                    list.push(Decl { dir, rust, name, doc, body: String::new() });
                }
                new
            })
        });
        match first {
            None => body(),
            Some(false) => token(dir, rust),
            Some(true) => {
                let text = body();
                DECLS.with(|d| {
                    if let Some(x) = d.borrow_mut().as_mut().and_then(|l| l.iter_mut().find(|x| x.dir == dir && x.rust == rust)) {
                        x.body = text;
                    }
                });
                token(dir, rust)
            }
        }
    }

    /// A `/** ... */` comment of `doc` (nothing when empty): one line when short, else one
    /// ` * ` line per line of the text.
    pub fn doc_comment(doc: &str) -> String {
        // A Rust doc link (``[`recarry`]``) reads as plain code in TypeScript.
        let doc = doc.replace("*/", "*\\/").replace("[`", "`").replace("`]", "`");
        if doc.is_empty() {
            String::new()
        } else if !doc.contains('\n') && doc.len() <= 100 {
            format!("/** {doc} */\n")
        } else {
            let lines: String = doc.lines().map(|l| if l.is_empty() { " *\n".to_string() } else { format!(" * {l}\n") }).collect();
            format!("/**\n{lines} */\n")
        }
    }

    /// A union member with its `///` text (a variant's), while collecting.
    pub fn member(doc: &str, ty: String) -> String {
        if collecting() && !doc.is_empty() {
            format!("{}{ty}", doc_comment(doc))
        } else {
            ty
        }
    }

    /// The length of `ty` as written (a [`token`] counted as its Rust name's last part).
    pub fn shown_len(ty: &str) -> usize {
        ty.split('\u{1}')
            .enumerate()
            .map(|(i, part)| match (i, part.split_once('\u{2}')) {
                (0, _) | (_, None) => part.len(),
                (_, Some((rust, rest))) => rust.rsplit("::").next().unwrap_or(rust).len() + rest.len(),
            })
            .sum()
    }

    /// An object type one key a line, each with its `///` text, nested lines indented.
    pub fn object_lines(fields: &[TsField]) -> String {
        let mut out = String::from("{\n");
        for f in fields {
            let line = format!("{}{}{}: {};", doc_comment(f.doc), key(&f.key), if f.optional { "?" } else { "" }, f.ty);
            for l in line.lines() {
                out.push_str(&format!("  {l}\n"));
            }
        }
        out.push('}');
        out
    }
}

// ------------------------------------------------- per-edition forms (the XWS requests)
#[cfg(test)]
pub use editions::*;

/// One form per edition of a request whose keys the edition decides (`#[wire(ts_editions)]`:
/// an XWS squad is 2.0 in 2e and 1.x in 1e): tests only. Each form is written with
/// [`edition`] set; a field's `#[wire(ts_with = "path")]` function reads it to type its key.
#[cfg(test)]
mod editions {
    use super::{collecting, literal, named, union, Dir, TsField};

    /// The editions, by their wire names (`crate::edition::Edition`), in the order their forms
    /// are written: the default first.
    const EDITIONS: [&str; 2] = ["2e", "1e"];

    thread_local! {
        static EDITION: std::cell::Cell<Option<&'static str>> = const { std::cell::Cell::new(None) };
    }

    /// The edition whose form is being written, by its wire name (`None`: outside any
    /// per-edition form).
    pub fn edition() -> Option<&'static str> {
        EDITION.with(|e| e.get())
    }

    /// `f` run with `ed`'s form being written.
    fn in_edition<R>(ed: &'static str, f: impl FnOnce() -> R) -> R {
        let before = EDITION.with(|e| e.replace(Some(ed)));
        let out = f();
        EDITION.with(|e| e.set(before));
        out
    }

    /// A `#[wire(ts_editions)]` type in the named declarations: declared as the union of its
    /// forms, each written with [`edition`] set, inline (`forms` empty) or declared under
    /// `forms` (2e's name, 1e's); inside another type's form, that edition's form. Inline
    /// (tests/types/generated.d.ts) it is written as the Rust type reads it, unchanged.
    pub fn named_editions(
        dir: Dir,
        rust: &'static str,
        name: &'static str,
        forms: &[&'static str],
        doc: &'static str,
        body: impl Fn() -> String,
    ) -> String {
        if !collecting() || (forms.is_empty() && edition().is_some()) {
            return body();
        }
        if forms.is_empty() {
            return named(dir, rust, name, doc, || union(&EDITIONS.map(|ed| in_edition(ed, &body))));
        }
        let tokens = EDITIONS.iter().zip(forms).map(|(ed, form)| {
            let key: &'static str = Box::leak(format!("{rust}@{ed}").into_boxed_str());
            in_edition(*ed, || named(dir, key, form, doc, &body))
        });
        let tokens: Vec<String> = tokens.collect();
        let whole = named(dir, rust, name, doc, || union(&tokens));
        match edition() {
            Some(ed) => tokens[EDITIONS.iter().position(|e| *e == ed).unwrap_or(0)].clone(),
            None => whole,
        }
    }

    /// `#[wire(ts_with)]` of a request's `edition`: each form names its edition, which 1e's
    /// must give (2e is the default).
    pub fn edition_key(f: &mut TsField) {
        if let Some(ed) = edition() {
            f.ty = literal(ed);
            f.optional = ed == EDITIONS[0];
        }
    }

    /// A union of `names` declared once per edition's form as `name` (e.g. an edition's XWS
    /// slot keys), keyed by `rust` and the edition.
    pub fn edition_union(rust: &str, name: &'static str, doc: &'static str, names: impl Iterator<Item = String>) -> String {
        let ed = edition().unwrap_or("");
        let key: &'static str = Box::leak(format!("{rust}@{ed}").into_boxed_str());
        let names: Vec<String> = names.map(|n| literal(&n)).collect();
        named(Dir::In, key, name, doc, || union(&names))
    }

    /// A name js/prelude.d.ts declares (`PilotName`), recorded for its import.
    pub fn prelude_name(name: &'static str) -> String {
        super::USED.with(|u| u.borrow_mut().push(name));
        name.into()
    }
}
