//! `#[derive(FromWire)]` and `#[derive(ToWire)]` for xwing-huge's request and response
//! types (the main crate's `wire` module).
//!
//! Why not serde's derives: serde instantiates a visitor, a field-name matcher and error paths
//! per type, which made request reading a quarter of the wasm module. These derives write a
//! description of each type as data instead, walked by one non-generic reader and one writer
//! in `crate::wire`, in the manner of dtolnay's miniserde; under `cfg(test)` the descriptions
//! carry each field's `///` text and TypeScript too, from which `crate::wire::ts` declares what
//! is read and written (one description for reading or writing and declaring):
//! - `FromWire` for a named struct is its `crate::wire::Shape` (keys, which may be absent, which
//!   are flattened, the keys accepted unread) and `read`: one place per field holding its
//!   placeholder (or `Default`), handed as `&mut dyn crate::wire::Slot` to
//!   `crate::wire::read_struct`. No `?`: a field that fails records the first error in `e` (the
//!   read's `crate::wire::Errors`) and keeps its placeholder. The struct's placeholder is the
//!   trait's default (this reader with a failed `Errors`); a unit enum's is its first variant, a
//!   newtype's its field's.
//! - `ToWire` for a named struct or a struct variant is one `crate::wire::write_fields` call: its
//!   keys as `crate::wire::OutField` data (a const of the type, `WIRE_OUT`; a tagged variant's
//!   are its `write_tagged` call's), its values as `&dyn ToWire`.
//!
//! They read serde's `#[serde(...)]` syntax (serde itself is not a dependency):
//! - on a type: `rename_all = "camelCase"`, `rename_all_fields = "camelCase"`, `tag = "..."`,
//!   `untagged`;
//! - on a field: `default`, `default = "path"` (`FromWire`: absent is `path()`), `rename = "..."`,
//!   `skip_serializing_if = "path"`, `flatten`, `skip_serializing` (`ToWire` neither writes nor
//!   declares it: a request's key the answer does not echo, or one its `then` writes
//!   differently), `skip_deserializing` (`FromWire` leaves it at its `Default`: a field the engine
//!   or the call fills in) and `skip` (both: an engine type's internal field);
//! - on a variant: `rename = "..."` (unlike serde, an `untagged` enum's renamed unit variant
//!   is written by that name, not as `null`).
//!
//! `#[serde(flatten)]` (`FromWire` and `ToWire`): the field's own fields are read from (written
//! into) the same object, so that two requests sharing fields share one type instead of copies.
//! Its type must be a struct deriving `FromWire` (a compile error else), not generic over the
//! outer type's parameters; its keys join the outer type's `KEYS` (a key in both is a compile error), so an
//! unknown key is still refused, by the outer type.
//!
//! Unlike serde's default, a derived struct refuses an unknown key (a misspelt key is an error
//! naming its path and the nearest key, never a field left at its default), unless the type is
//! `#[wire(open)]` (a documented free-form object) or `#[wire(also = "PATH")]` (the keys of a
//! const list are accepted and ignored too). The other `#[wire(...)]` keys:
//! - variant `alias = "..."`: another name `FromWire` reads as that unit variant (an old name
//!   kept for callers);
//! - field `null` (a `#[serde(default)]` field): `null` reads as absent and is declared
//!   (`key?: T | null`), as for an `Option`;
//! - field `read_as = "Type"`: read and declared as `Type` (a checked number,
//!   `crate::wire::numbers`), kept through `From` (an engine type's `u32`; a `Finite` into an
//!   `f64`; on an `Option` field, each value), or with `check = "path"` through `path`, a
//!   `fn(Type) -> Result<Field>` (an engine type's own check, its error reported at the field's
//!   path with its code and words; the field needs `Default`); on a flattened field, `Type` is
//!   the named struct read from the enclosing object (an engine enum held by several keys);
//! - field `then(key = "|s| ...")`: computed fields `ToWire` writes (and declares, as the
//!   closure's return type) right after it, even when it is skipped, each key named as a field
//!   is, its value the closure's on `&self`: an engine type is written itself instead of through
//!   a copy adding derived values (`wingId`);
//! - TypeScript only (`crate::wire::ts::collect`): `ts = "..."`, on a type its declaration's name
//!   (default: its Rust name without a `Dto` or `Out` suffix), on a field its type there
//!   (`ShipName` for a `String` holding a ship id: declared in js/prelude.d.ts or generated);
//!   field `ts_as = "..."`, its type in the inline form when not its type's (an engine enum
//!   written by name stays `string`); type `ts_out = "..."`, its written form's name when not the
//!   read one's (an enum read under an alias too); type `forms = "..."`, the union of the sets of
//!   keys a call accepts (`crate::wire::ts::forms`); type `ts_editions` (`= "Name2e Name1e"`: its
//!   forms' names), one form per edition, a field's `ts_with = "path"` (a `fn(&mut TsField)`)
//!   typing its key in each (`crate::wire::ts::named_editions`: an XWS squad is read by edition);
//!   type `ts_whole`, flattened it stays its own declaration, intersected (`{ ... } & Name`);
//!   tagged enum `ts_flat = "KindName"`, one object, its tag typed `KindName` (its variants'
//!   names), every other field optional.
//!
//! Anything else, or a key in the wrong place, is a compile error, so none is silently ignored.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{format_ident, quote, ToTokens};
use syn::punctuated::Punctuated;
use syn::{parse_macro_input, Data, DeriveInput, Error, Fields, Ident, LitStr, Path, Result};

#[proc_macro_derive(FromWire, attributes(serde, wire))]
pub fn derive_from_wire(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    from_wire(&input).unwrap_or_else(Error::into_compile_error).into()
}

#[proc_macro_derive(ToWire, attributes(serde, wire))]
pub fn derive_to_wire(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    to_wire(&input).unwrap_or_else(Error::into_compile_error).into()
}

/// The keys known, by spaces: every `#[serde(...)]` key this derive knows is taken anywhere,
/// as serde's syntax is; the `#[wire(...)]` keys a type, a field and a variant take.
const SERDE: &str =
    "rename_all rename_all_fields tag untagged rename default flatten skip_serializing skip_deserializing skip skip_serializing_if";
const ON_TYPE: &str = "open also ts ts_out forms ts_editions ts_whole ts_flat";
const ON_FIELD: &str = "ts ts_as ts_with read_as check then null";
const ON_VARIANT: &str = "alias";

/// The keys given bare (`flatten`), never valued; `default` and `ts_editions` may be either
/// (`default = "path"`: serde's syntax); every other key is valued (`rename = "..."`).
const BARE: &[&str] = &["untagged", "flatten", "skip_serializing", "skip_deserializing", "skip", "open", "ts_whole", "null"];

/// Every `#[serde(...)]` and `#[wire(...)]` key of one type, field or variant, read in one pass
/// ([`attrs`]), each with its string when valued; each is described in the module doc.
#[derive(Default)]
struct Attrs {
    /// In order given; `skip` is kept as `skip_serializing` and `skip_deserializing` both.
    keys: Vec<(String, Option<String>)>,
    /// `then(key = "closure")`: the closure's tokens, spliced as written (syn reads no expressions here).
    then: Vec<(Ident, Tokens)>,
}

impl Attrs {
    fn has(&self, key: &str) -> bool {
        self.keys.iter().any(|(k, _)| k == key)
    }

    /// The strings given to `key`, in order (`alias` may be given more than once).
    fn all<'a>(&'a self, key: &'a str) -> impl Iterator<Item = String> + 'a {
        self.keys.iter().filter(move |(k, _)| k == key).filter_map(|(_, v)| v.clone())
    }

    /// The string of `key = "..."`, when given.
    fn str(&self, key: &str) -> Option<String> {
        self.all(key).next()
    }

    /// The string of `key = "..."` read as Rust: a path (`also`, `check`, ...) or a type (`read_as`).
    fn rust<T: syn::parse::Parse>(&self, key: &str) -> Result<Option<T>> {
        self.str(key).map(|v| syn::parse_str(&v)).transpose()
    }
}

/// The attributes of `list`, at a place taking the `#[wire(...)]` keys `place`: a key this derive
/// does not know there, or a bare key valued (or the reverse), is a compile error, so that none
/// is silently ignored.
fn attrs(list: &[syn::Attribute], place: &str) -> Result<Attrs> {
    let mut a = Attrs::default();
    for attr in list.iter().filter(|a| a.path().is_ident("serde") || a.path().is_ident("wire")) {
        let namespace = if attr.path().is_ident("serde") { "serde" } else { "wire" };
        attr.parse_nested_meta(|m| {
            let key = m.path.get_ident().map(Ident::to_string).unwrap_or_default();
            let keys = if namespace == "serde" { SERDE } else { place };
            if !keys.split(' ').any(|k| k == key) && namespace == "serde" {
                return Err(m.error("attribute not supported by the wire derives"));
            } else if !keys.split(' ').any(|k| k == key) {
                return Err(m.error(format!("only #[wire({})] is taken here", keys.replace(' ', ", "))));
            } else if key == "then" {
                return m.parse_nested_meta(|k| {
                    let key = k.path.get_ident().ok_or_else(|| k.error("then(key = \"closure\")"))?.clone();
                    a.then.push((key, syn::parse_str::<Tokens>(&lit(&k)?)?));
                    Ok(())
                });
            }
            let value = m.input.peek(syn::Token![=]).then(|| lit(&m)).transpose()?;
            if !["default", "ts_editions"].contains(&key.as_str()) && value.is_none() != BARE.contains(&key.as_str()) {
                return Err(m.error(format!("`{key}` is given {}", if value.is_none() { "as `key = \"...\"`" } else { "bare" })));
            }
            if key == "ts_editions" && ![0, 2].contains(&value.as_deref().unwrap_or_default().split_whitespace().count()) {
                return Err(m.error("ts_editions names two declarations: the 2e form's, then the 1e form's"));
            }
            match key.as_str() {
                "skip" => a.keys.extend([("skip_serializing".into(), None), ("skip_deserializing".into(), None)]),
                _ => a.keys.push((key, value)),
            }
            Ok(())
        })?;
    }
    if let Some(rule) = ["rename_all", "rename_all_fields"].iter().filter_map(|k| a.str(k)).find(|r| r != "camelCase") {
        return Err(Error::new(Span::call_site(), format!("rename_all = {rule:?} is not supported (only \"camelCase\")")));
    }
    Ok(a)
}

/// The string of `key = "..."`, the form every valued attribute here takes.
fn lit(m: &syn::meta::ParseNestedMeta) -> Result<String> {
    Ok(m.value()?.parse::<LitStr>()?.value())
}

/// serde's `camelCase`, for a field (`energy_limit` → `energyLimit`) or a variant (`BankRight` →
/// `bankRight`).
fn camel(name: &str) -> String {
    let (mut out, mut up) = (String::new(), false);
    for (i, c) in name.chars().enumerate() {
        match c {
            '_' => up = true,
            _ if i == 0 => out.extend(c.to_lowercase()),
            _ if std::mem::take(&mut up) => out.extend(c.to_uppercase()),
            _ => out.push(c),
        }
    }
    out
}

/// A field's or variant's name on the wire: its `rename`, else its Rust name (without `r#`),
/// in camelCase under the type's `rename_all` (`rename_all_fields`, for a variant's fields).
fn field_name(ident: &Ident, a: &Attrs, camel_case: bool) -> String {
    let raw = ident.to_string().trim_start_matches("r#").to_string();
    a.str("rename").unwrap_or_else(|| if camel_case { camel(&raw) } else { raw })
}

/// `Some(value as &dyn ToWire)`: one value of a `crate::wire::write_fields` call.
fn some(value: Tokens) -> Tokens {
    quote!(::core::option::Option::Some(#value as &dyn crate::wire::ToWire))
}

/// The type's generics with `bound` added to every type parameter.
fn generics(input: &DeriveInput, bound: Tokens) -> (Tokens, Tokens, Tokens) {
    let mut g = input.generics.clone();
    for t in g.type_params_mut() {
        t.bounds.extend::<Punctuated<syn::TypeParamBound, syn::Token![+]>>(syn::parse_quote!(#bound));
        t.default = None;
    }
    let (i, t, w) = g.split_for_impl();
    (quote!(#i), quote!(#t), quote!(#w))
}

// ---------------------------------------------------------------- reading

/// `FromWire`, and under `cfg(test)` `TsIn`: a named struct's from its description
/// (`FromWire::SHAPE`, [`read_named`]), a unit enum's from the names it reads.
fn from_wire(input: &DeriveInput) -> Result<Tokens> {
    let (name, top, ts) = (&input.ident, attrs(&input.attrs, ON_TYPE)?, quote!(crate::wire::ts));
    let (body, ts_in) = match &input.data {
        Data::Struct(s) => match &s.fields {
            Fields::Named(f) => {
                let shape = quote!(<Self as crate::wire::FromWire>::SHAPE);
                let (forms, apart) = (top.str("forms").unwrap_or_default(), top.has("ts_whole"));
                let whole = ts_named(input, &top, quote!(In), quote!(#ts::in_object(#shape, #forms)));
                let ts_in = quote!(fn ts_in() -> String { #whole } fn ts_in_fields() -> Option<Vec<#ts::TsField>> { #ts::in_fields(#shape, #apart) });
                (read_named(input, &f.named, &top)?, ts_in)
            }
            Fields::Unnamed(f) if f.unnamed.len() == 1 => {
                let ty = &f.unnamed[0].ty;
                let ts_in =
                    quote!(const OPTIONAL: bool = <#ty as #ts::TsIn>::OPTIONAL; fn ts_in() -> String { <#ty as #ts::TsIn>::ts_in() });
                let read = quote! {
                    fn read(v: &crate::wire::Json<'_>, e: &mut crate::wire::Errors) -> Self {
                        #name(crate::wire::FromWire::read(v, e))
                    }
                    fn placeholder() -> Self {
                        #name(crate::wire::FromWire::placeholder())
                    }
                };
                (read, ts_in)
            }
            _ => return Err(Error::new_spanned(name, "FromWire: named-field or newtype structs only")),
        },
        Data::Enum(e) => {
            if top.has("tag") || top.has("untagged") || e.variants.iter().any(|v| !matches!(v.fields, Fields::Unit)) {
                return Err(Error::new_spanned(name, "FromWire: enums of unit variants only, neither tagged nor untagged"));
            }
            let (mut names, mut arms, mut members) = (Vec::new(), Vec::new(), Vec::new());
            // Each variant's own name, then its `alias`es (an old name kept for callers; no `///` text).
            for var in &e.variants {
                let a = attrs(&var.attrs, ON_VARIANT)?;
                let own = (field_name(&var.ident, &a, top.has("rename_all")), doc_of(&var.attrs));
                for (n, doc) in std::iter::once(own).chain(a.all("alias").map(|alias| (alias, String::new()))) {
                    let (i, ident) = (names.len(), &var.ident);
                    members.push(quote!(#ts::member(#doc, #ts::literal(#n))));
                    arms.push(quote!(#i => #name::#ident));
                    names.push(n);
                }
            }
            let expecting = format!("enum {name}");
            let first = &e.variants.first().ok_or_else(|| Error::new_spanned(name, "FromWire: an enum without variants"))?.ident;
            let read = quote! {
                fn read(v: &crate::wire::Json<'_>, e: &mut crate::wire::Errors) -> Self {
                    const NAMES: &[&str] = &[#(#names),*];
                    // A name not in NAMES reads as index 0: the first variant stands in (as for the
                    // indexes past NAMES, never returned: no panic path).
                    match crate::wire::name_index(v, NAMES, #expecting, e) { #(#arms,)* _ => #name::#first }
                }
                fn placeholder() -> Self {
                    #name::#first
                }
            };
            let whole = ts_named(input, &top, quote!(In), quote!(#ts::union(&[#(#members),*])));
            (read, quote!(fn ts_in() -> String { #whole }))
        }
        Data::Union(_) => return Err(Error::new_spanned(name, "FromWire: unions are not supported")),
    };
    let (i, t, w) = generics(input, quote!(crate::wire::FromWire + crate::wire::DeclaredIn));
    Ok(quote!(impl #i crate::wire::FromWire for #name #t #w { #body } #[cfg(test)] impl #i #ts::TsIn for #name #t #w { #ts_in }))
}

/// `KEYS`: the struct's own keys, then each flattened field's `KEYS`, joined by commas at
/// compile time by `crate::wire::join_keys`, which refuses a key given twice.
fn names_of(keys: &[String], flat: &[Tokens]) -> Tokens {
    let own = keys.join(",");
    quote!(const KEYS: &'static str = {
        #(assert!(<#flat as crate::wire::FromWire>::SHAPE.is_some(), "a flattened field's type derives FromWire");)*
        const PARTS: &[&str] = &[#own, #(<#flat as crate::wire::FromWire>::KEYS),*];
        const ALL: [u8; crate::wire::keys_len(PARTS)] = crate::wire::join_keys(PARTS);
        crate::wire::keys_text(&ALL)
    };)
}

/// The `///` text of an item (its `#[doc]` attributes, one line each, trimmed): carried
/// in the descriptions under `cfg(test)`, for the generated TypeScript.
fn doc_of(list: &[syn::Attribute]) -> String {
    let line = |a: &syn::Attribute| Some(syn::parse2::<LitStr>(a.meta.require_name_value().ok()?.value.to_token_stream()).ok()?.value());
    let lines: Vec<String> = list.iter().filter(|a| a.path().is_ident("doc")).filter_map(line).map(|l| l.trim().to_string()).collect();
    lines.join("\n").trim().to_string()
}

/// A field's `read_as = "T"`: the type it is read and declared as (`T`; on an `Option<F>` field,
/// `Option<T>`, each value kept through `From`) and how it is kept (`crate::wire::ReadAs`): through
/// `From`, or through `check = "path"`'s `fn(T) -> Result<F>`, an engine type's own check (`Obstacle`'s
/// outline) reported at the field's path; its place starts as its `Default`. `None`: read as
/// its own type.
fn read_as(w: &Attrs, kept: &syn::Type) -> Result<(Tokens, Option<Tokens>)> {
    let (read_as, check) = (w.rust::<syn::Type>("read_as")?, w.rust::<Path>("check")?);
    let read = read_as.as_ref().map_or_else(|| quote!(#kept), |t| quote!(#t));
    let option = matches!(kept, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Option"));
    Ok(match (&check, &read_as) {
        (Some(path), _) => (read, Some(quote!(#path))),
        (None, Some(_)) if option => (quote!(Option<#read>), Some(quote!(|t: Option<#read>| Ok(t.map(From::from))))),
        (None, Some(_)) => (read, Some(quote!(|t| Ok(From::from(t))))),
        (None, None) => (read, None),
    })
}

/// `body` (the tokens of a `String`) as a named declaration while the shipped TypeScript is
/// collected (`crate::wire::ts::named`): generic types stay inline (one name would stand for
/// several types). Its name: `#[wire(ts = "Name")]` (`ts_out`'s, for `Out`), else its Rust
/// name without a `Dto` or `Out` suffix (`ShipDto` → `Ship`).
fn ts_named(input: &DeriveInput, wire: &Attrs, dir: Tokens, body: Tokens) -> Tokens {
    if input.generics.type_params().next().is_some() {
        return body;
    }
    let (rust, doc, ts) = (input.ident.to_string(), doc_of(&input.attrs), quote!(crate::wire::ts));
    // A type named just `Dto` or `Out` keeps its name.
    let bare = rust.strip_suffix("Dto").or_else(|| rust.strip_suffix("Out")).filter(|b| !b.is_empty()).unwrap_or(&rust);
    let name =
        if dir.to_string() == "Out" { wire.str("ts_out").or(wire.str("ts")) } else { wire.str("ts") }.unwrap_or_else(|| bare.to_string());
    let forms: Vec<String> = wire.str("ts_editions").unwrap_or_default().split_whitespace().map(String::from).collect();
    match wire.has("ts_editions") {
        false => quote!(#ts::named(#ts::Dir::#dir, ::core::any::type_name::<Self>(), #name, #doc, || #body)),
        true => quote!(#ts::named_editions(#ts::Dir::#dir, ::core::any::type_name::<Self>(), #name, &[#(#forms),*], #doc, || #body)),
    }
}

/// A named struct's reader, as the module doc's first item says: its `crate::wire::Shape` and
/// `read`, no code per field beyond its place (see src/wire/from.rs).
fn read_named(input: &DeriveInput, fields: &Punctuated<syn::Field, syn::Token![,]>, top: &Attrs) -> Result<Tokens> {
    let (wire, name) = (quote!(crate::wire), &input.ident);
    let (expecting, camel_case) = (format!("struct {name}"), top.has("rename_all"));
    let (mut shapes, mut places, mut slots) = (Vec::new(), Vec::new(), Vec::new());
    let (mut keys, mut flats) = (Vec::new(), Vec::new());
    for f in fields {
        let a = attrs(&f.attrs, ON_FIELD)?;
        let ident = f.ident.as_ref().expect("named field");
        if a.has("skip_deserializing") {
            places.push(quote!(#ident: ::core::default::Default::default()));
            continue;
        }
        // `skip_serializing` and `skip_serializing_if` are the writer's; the reader ignores them.
        if a.has("flatten") && ["default", "rename"].iter().any(|k| a.has(k)) {
            return Err(Error::new_spanned(f, "FromWire: a flattened field takes no default or rename"));
        } else if a.has("null") && !a.has("default") {
            return Err(Error::new_spanned(f, "FromWire: #[wire(null)] is for a #[serde(default)] field (an Option reads null already)"));
        }
        let (flat, default) = (a.has("flatten"), a.has("default"));
        let key = if flat { String::new() } else { field_name(ident, &a, camel_case) };
        let (kept, (ty, keep)) = (&f.ty, read_as(&a, &f.ty)?);
        match flat {
            true => flats.push(ty.clone()),
            false => keys.push(key.clone()),
        }
        let (doc, named, null_ok) = (doc_of(&f.attrs), a.str("ts").unwrap_or_default(), a.has("null"));
        let with = a.rust::<Path>("ts_with")?.map(|path| quote!(.with(#path)));
        shapes.push(quote!(#wire::Field {
            key: #key,
            absent_ok: #default || <#ty as #wire::FromWire>::ABSENT_OK,
            null_ok: #null_ok,
            #[cfg(test)]
            ts: #wire::ts::TsOf::of::<#ty>().named(#named).doc(#doc)#with,
        }));
        places.push(if let Some(path) = a.rust::<Path>("default")? {
            quote!(#ident: #path())
        } else if default || keep.is_some() {
            quote!(#ident: <#kept as ::core::default::Default>::default())
        } else {
            quote!(#ident: ::core::convert::From::from(<#ty as #wire::FromWire>::placeholder()))
        });
        slots.push(if let Some(keep) = &keep {
            quote!(&mut #wire::ReadAs::<#ty, #kept>(&mut out.#ident, #keep) as &mut dyn #wire::Slot)
        } else {
            quote!(&mut out.#ident as &mut dyn #wire::Slot)
        });
    }
    let also = match (top.has("open"), top.rust::<Path>("also")?) {
        (true, _) => quote!(::core::option::Option::None),
        (false, Some(also)) => quote!(::core::option::Option::Some(#also)),
        (false, None) => quote!(::core::option::Option::Some("")),
    };
    let names = names_of(&keys, &flats);
    // `read` is out of line: else each caller (the field, item and placeholder readers of
    // this type) would hold its own copy. The placeholder is `FromWire`'s default: this
    // same code reading nothing (every place keeps its placeholder). Read in place: each
    // field starts as its placeholder and is read where it lies.
    Ok(quote! {
        #names
        const SHAPE: ::core::option::Option<&'static #wire::Shape> = ::core::option::Option::Some(&#wire::Shape {
            expecting: #expecting,
            keys: <Self as #wire::FromWire>::KEYS,
            also: #also,
            fields: &[#(#shapes),*],
        });
        #[inline(never)]
        fn read(v: &#wire::Json<'_>, e: &mut #wire::Errors) -> Self {
            #[allow(unused_mut)]
            let mut out = #name { #(#places,)* };
            #wire::read_struct(v, <Self as #wire::FromWire>::SHAPE, &mut [#(#slots),*], e);
            out
        }
    })
}

// ---------------------------------------------------------------- writing

/// `ToWire`, and under `cfg(test)` `TsOut`, both from one description: a named struct's
/// fields as `crate::wire::OutField`s (`WIRE_OUT`), an enum's variants as (tests only)
/// `crate::wire::ts::OutVariant`s (`WIRE_OUT_0`, ...), walked by `crate::wire::write_fields` /
/// `crate::wire::write_tagged` and, in tests, by `crate::wire::ts`.
fn to_wire(input: &DeriveInput) -> Result<Tokens> {
    let (name, top, wire, ts) = (&input.ident, attrs(&input.attrs, ON_TYPE)?, quote!(crate::wire), quote!(crate::wire::ts));
    // The body writing the value's fields (a struct's; a tagged enum's tag and fields) or, for
    // another enum, the value itself; the descriptions, the TypeScript and its fields when flattened.
    let (body, consts, ts_out, ts_fields) = match &input.data {
        Data::Struct(syn::DataStruct { fields: Fields::Named(f), .. }) => {
            let (desc, _, values) = out_fields(&f.named, top.has("rename_all"), |i| quote!(&self.#i))?;
            let apart = top.has("ts_whole");
            (
                quote!(#wire::write_fields(w, Self::WIRE_OUT, &[#(#values),*]);),
                vec![quote!(const WIRE_OUT: &'static [#wire::OutField] = &[#(#desc),*];)],
                ts_named(input, &top, quote!(Out), quote!(#ts::out_object(None, Self::WIRE_OUT))),
                Some(quote!(fn ts_out_fields() -> Option<Vec<#ts::TsField>> { #ts::out_fields(Self::WIRE_OUT, #apart) })),
            )
        }
        Data::Enum(e) => {
            let (body, variants, descs) = write_enum(name, e, &top)?;
            let all = quote!(&[#(Self::#variants),*]);
            let ts_body = match (top.str("ts_flat"), top.str("tag")) {
                (None, _) => quote!(#ts::out_enum(#all)),
                (Some(kind), Some(tag)) => {
                    let (rust, doc) = (format!("{name}::{kind}"), format!("The `{tag}` of a `{name}`: its variants, by name."));
                    quote!(#ts::flat_enum(concat!(module_path!(), "::", #rust), #kind, #doc, #all))
                }
                _ => return Err(Error::new_spanned(name, "ts_flat is for a tagged enum (`#[serde(tag = \"...\")]`)")),
            };
            (body, descs, ts_named(input, &top, quote!(Out), ts_body), None)
        }
        _ => return Err(Error::new_spanned(name, "ToWire: named-field structs and enums only")),
    };
    // A struct or a tagged enum is its own object with its fields in (`to_wire_fields`, which
    // an enclosing `flatten` calls too).
    let (whole, fields) = match top.has("tag") || matches!(input.data, Data::Struct(_)) {
        true => (quote!(#wire::write_object(w, self);), quote!(fn to_wire_fields(&self, w: &mut #wire::Writer) { #body })),
        false => (body, quote!()),
    };
    let (i, t, w) = generics(input, quote!(#wire::ToWire + #wire::DeclaredOut));
    Ok(quote! {
        impl #i #wire::ToWire for #name #t #w { fn to_wire(&self, w: &mut #wire::Writer) { #whole } #fields }
        impl #i #name #t #w { #(#consts)* }
        #[cfg(test)]
        impl #i #ts::TsOut for #name #t #w { fn ts_out() -> String { #ts_out } #ts_fields }
    })
}

/// Named fields as `ToWire` writes them: their descriptions (`crate::wire::OutField`: key,
/// flattened or not and, under `cfg(test)`, the `///` text and TypeScript), the idents
/// written (a variant's pattern binds those, then `..`), then the values of a
/// `write_fields` call: `&dyn ToWire`, `None` when `skip_serializing_if` says so. A
/// `skip_serializing` field is left out; its `#[wire(then(key = "|s| ..."))]` computed fields
/// follow it even so, each key named as a field is, its value the closure's on `self`.
fn out_fields(
    fields: &Punctuated<syn::Field, syn::Token![,]>,
    camel_case: bool,
    access: impl Fn(&Ident) -> Tokens,
) -> Result<(Vec<Tokens>, Vec<Ident>, Vec<Tokens>)> {
    let (wire, ts) = (quote!(crate::wire), quote!(crate::wire::ts));
    let (mut desc, mut binds, mut values) = (Vec::new(), Vec::new(), Vec::new());
    for f in fields {
        let (a, ty) = (attrs(&f.attrs, ON_FIELD)?, &f.ty);
        let ident = f.ident.clone().expect("named field");
        let (flat, skip) = (a.has("flatten"), a.rust::<Path>("skip_serializing_if")?);
        if !a.has("skip_serializing") {
            let (r, value) = (access(&ident), some(access(&ident)));
            values.push(match &skip {
                Some(skip) => quote!(if #skip(#r) { ::core::option::Option::None } else { #value }),
                None => value,
            });
            // A field skipped when `None` is never written as `null`.
            let present = !flat && skip.as_ref().and_then(|p| p.segments.last()).is_some_and(|s| s.ident == "is_none");
            let key = if flat { String::new() } else { field_name(&ident, &a, camel_case) };
            let (doc, optional, named, given) =
                (doc_of(&f.attrs), skip.is_some(), a.str("ts").unwrap_or_default(), a.str("ts_as").unwrap_or_default());
            desc.push(quote!(#wire::OutField { key: #key,
                #[cfg(test)] ts: #ts::TsOutOf::of::<#ty>(#doc, #present, #optional, #named, #given) }));
            binds.push(ident);
        }
        for (name, f) in a.then {
            let key = field_name(&name, &Attrs::default(), camel_case);
            desc.push(quote!(#wire::OutField { key: #key, #[cfg(test)] ts: #ts::TsOutOf::computed(|| {
                fn ret<S: ?Sized, T: #ts::TsOut>(_: impl FnOnce(&S) -> T) -> String { <T as #ts::TsOut>::ts_out() }
                ret::<Self, _>(#f)
            }) }));
            values.push(some(quote!(&{
                fn call<S: ?Sized, T>(s: &S, f: impl FnOnce(&S) -> T) -> T { f(s) }
                call(self, #f)
            })));
        }
    }
    Ok((desc, binds, values))
}

/// An enum's body (see [`to_wire`]) and the names of its variants' descriptions: a tagged
/// variant is one `crate::wire::write_tagged` call with its description and values; any other
/// is a unit variant (its name; untagged, `null` unless renamed) or an untagged newtype (its
/// value).
fn write_enum(name: &Ident, e: &syn::DataEnum, top: &Attrs) -> Result<(Tokens, Vec<Ident>, Vec<Tokens>)> {
    let (wire, ts, tag, untagged) = (quote!(crate::wire), quote!(crate::wire::ts), top.str("tag").unwrap_or_default(), top.has("untagged"));
    let (mut arms, mut names, mut consts) = (Vec::new(), Vec::new(), Vec::new());
    for (i, var) in e.variants.iter().enumerate() {
        let (ident, c, doc, on) = (&var.ident, format_ident!("WIRE_OUT_{i}"), doc_of(&var.attrs), attrs(&var.attrs, ON_VARIANT)?);
        let vname = field_name(ident, &on, top.has("rename_all"));
        // Untagged, a unit variant given a `rename` is still written by that name (a `"?"` beside numbers).
        let untagged = untagged && !(matches!(var.fields, Fields::Unit) && on.has("rename"));
        // A newtype variant's one field is described as flattened (merged beside a tag, or written alone).
        let (pat, desc, values) = match &var.fields {
            Fields::Unit => (quote!(#name::#ident), Vec::new(), Vec::new()),
            Fields::Named(f) => {
                let (desc, binds, values) = out_fields(&f.named, top.has("rename_all_fields"), |i| quote!(#i))?;
                (quote!(#name::#ident { #(#binds,)* .. }), desc, values)
            }
            Fields::Unnamed(f) if f.unnamed.len() == 1 => {
                let ty = &f.unnamed[0].ty;
                let desc = quote!(#wire::OutField { key: "", #[cfg(test)] ts: #ts::TsOutOf::of::<#ty>("", false, false, "", "") });
                (quote!(#name::#ident(x)), vec![desc], vec![some(quote!(x))])
            }
            Fields::Unnamed(_) => return Err(Error::new_spanned(var, "ToWire: tuple variants of more than one field are not supported")),
        };
        consts.push(quote!(#[cfg(test)] const #c: #ts::OutVariant = #ts::OutVariant {
            name: #vname, tag: #tag, untagged: #untagged, fields: &[#(#desc),*], doc: #doc,
        };));
        arms.push(match (&var.fields, untagged) {
            _ if top.has("tag") => quote!(#pat => #wire::write_tagged(w, #tag, #vname, &[#(#desc),*], &[#(#values),*]),),
            (Fields::Unit, false) => quote!(#pat => w.static_str(#vname),),
            (Fields::Unit, true) => quote!(#pat => w.null(),),
            (Fields::Unnamed(_), true) => quote!(#pat => #wire::ToWire::to_wire(x, w),),
            _ => return Err(Error::new_spanned(var, "ToWire: a variant holding values is tagged (`#[serde(tag)]`) or one value untagged")),
        });
        names.push(c);
    }
    Ok((quote!(match self { #(#arms)* }), names, consts))
}
