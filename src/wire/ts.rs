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

/// One key of an object type.
pub struct TsField {
    pub key: String,
    pub optional: bool,
    pub ty: String,
}

/// The keys of an object type as TypeScript (`{ a: number; b?: string }`).
pub fn object(fields: &[TsField]) -> String {
    if fields.is_empty() {
        return "{}".into();
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
    seen.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(" | ")
}

/// The keys `csv` (a `#[wire(also)]` list: accepted and never read) as optional keys of
/// any type.
pub fn also_fields(csv: &str, taken: &[TsField]) -> Vec<TsField> {
    csv.split(',')
        .filter(|k| !k.is_empty() && !taken.iter().any(|f| f.key == *k))
        .map(|k| TsField { key: k.into(), optional: true, ty: "unknown".into() })
        .collect()
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
}

impl TsOf {
    pub const fn of<T: TsIn>() -> TsOf {
        TsOf { ty: T::ts_in, optional: T::OPTIONAL, fields: T::ts_in_fields }
    }
}

/// The keys of a derived request struct, from its description (`FromWire::SHAPE`): its
/// fields in order (a flattened one's keys in its place), then its free-form index or the
/// keys it accepts unread (`#[wire(open)]`, `#[wire(also)]`).
pub fn shape_fields(shape: Option<&crate::wire::Shape>) -> Vec<TsField> {
    let Some(shape) = shape else { return Vec::new() };
    let mut f: Vec<TsField> = Vec::new();
    for field in shape.fields {
        if field.flat {
            f.extend((field.ts.fields)().unwrap_or_default());
        } else {
            f.push(TsField { key: field.key.into(), optional: field.ts.optional || field.absent_ok, ty: (field.ts.ty)() });
        }
    }
    match shape.also {
        None => f.push(TsField { key: "[key: string]".into(), optional: false, ty: "unknown".into() }),
        Some(also) => {
            let extra = also_fields(also, &f);
            f.extend(extra);
        }
    }
    f
}
