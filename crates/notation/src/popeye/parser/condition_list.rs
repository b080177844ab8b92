//! The `condition` command: a list of conditions, each with its
//! parameters (pieces, squares, variants), read in the problem's language.

use super::recovery::InputErrorText;
use super::*;

impl Parser<'_> {
    pub(super) fn conditions(&mut self, in_twin: bool) -> R<Vec<Condition>> {
        let mut conds = Vec::new();
        while let Some(tok) = self.peek() {
            if !conds.is_empty() && self.is_full_keyword(tok.text, in_twin) {
                break;
            }
            let def = match lookup_condition(self.lang, tok.text) {
                Lookup::Found(d) => d,
                Lookup::NotFound if !conds.is_empty() && !in_twin && self.skips(tok.text) => {
                    // Popeye ends the list, and skips the token
                    break;
                }
                other => {
                    let stop = self.is_command(tok.text) || (in_twin && self.is_twin_op(tok.text));
                    if stop && !conds.is_empty() {
                        break;
                    }
                    if let Lookup::Ambiguous(a, b) = other {
                        return err(
                            tok.start,
                            format!("condition '{}' is ambiguous: {a} or {b}?", tok.text),
                        );
                    }
                    let mut msg = format!("unknown condition '{}'", tok.text);
                    let names = CONDITIONS.iter().map(|d| d.names[self.lang.column()]);
                    if let Some(s) = suggest(tok.text, names) {
                        msg.push_str(&format!(" — did you mean {s}?"));
                    }
                    return err(tok.start, msg);
                }
            };
            self.next();
            let params = self.condition_params(def)?;
            conds.push(Condition {
                name: def.names[0],
                params,
            });
        }
        if conds.is_empty() {
            return err(self.pos, "a condition expected");
        }
        Ok(conds)
    }

    fn condition_params(&mut self, def: &'static ConditionDef) -> R<Vec<ConditionParam>> {
        let mut params: Vec<ConditionParam> = Vec::new();
        let mut counted = 0u8;
        let mut squares_at = self.pos;
        while let Some(tok) = self.peek() {
            // In a list of walks, short tokens are walks (`l` is the locust, not `LastMove`).
            let walk_first = def.args == Args::Pieces && tok.text.len() <= 2;
            if !def.variants.is_empty() && !walk_first {
                let variants = def.variants;
                let found =
                    lookup_index(variants.len(), |i| &variants[i].names, self.lang, tok.text);
                // (Jacobi's variants of Popeye's conditions are read only
                // in full, so that no prefix a Popeye condition starts
                // with turns into one of them: German `Circe Be`)
                if let Lookup::Found(i) = found {
                    if crate::popeye::jacobi_conditions::variant_token_fits(&variants[i], tok.text)
                    {
                        self.next();
                        let vdef = &def.variants[i];
                        let value = self.variant_value(vdef, def)?;
                        params.push(ConditionParam::Variant(vdef.names[0], value));
                        continue;
                    }
                }
            }
            match def.args {
                Args::None => break,
                // (one token of squares, as Popeye reads them: the f3 of
                // `Imitator c6 f3` is not part of the condition)
                Args::Squares => match parse_squares(tok.text) {
                    Some(s)
                        if !params
                            .iter()
                            .any(|p| matches!(p, ConditionParam::Squares(_))) =>
                    {
                        self.next();
                        squares_at = tok.start;
                        params.push(ConditionParam::Squares(s));
                    }
                    _ => break,
                },
                Args::Pieces => match PieceCode::new(tok.text, self.lang) {
                    Some(c) if !self.is_command(tok.text) || tok.text.len() <= 2 => {
                        self.next();
                        if let Some(ConditionParam::Pieces(v)) = params.last_mut() {
                            v.push(c);
                        } else {
                            params.push(ConditionParam::Pieces(vec![c]));
                        }
                    }
                    _ => break,
                },
                Args::Integers(max) => match parse_u32(tok.text) {
                    Some(n) if counted < max => {
                        self.next();
                        counted += 1;
                        params.push(ConditionParam::Integer(n));
                    }
                    _ => break,
                },
                Args::Bgl => {
                    if counted >= 2 {
                        break;
                    }
                    let value = if tok.text == "-" {
                        BglValue::Unlimited
                    } else if let Some(v) = parse_bgl(tok.text) {
                        v
                    } else {
                        break;
                    };
                    self.next();
                    counted += 1;
                    params.push(ConditionParam::Bgl(value));
                }
                Args::PieceOnSquare => {
                    if counted > 0 {
                        break;
                    }
                    let (c, code, sq) = self.piece_on_square(def.names[0])?;
                    counted += 1;
                    params.push(ConditionParam::PieceOnSquare(c, code, sq));
                }
            }
        }
        if def.args == Args::PieceOnSquare && counted == 0 {
            // (the input ended before the piece: the same error as where
            // another word stands there)
            self.piece_on_square(def.names[0])?;
        }
        if def.names[0] == "Imitator" {
            let n: usize = params
                .iter()
                .map(|p| match p {
                    ConditionParam::Squares(s) => s.len(),
                    _ => 0,
                })
                .sum();
            if n > 10 {
                // Popeye keeps the first 10
                let mut kept = 0;
                params.retain_mut(|p| match p {
                    ConditionParam::Squares(s) => {
                        s.truncate(10 - kept);
                        kept += s.len();
                        !s.is_empty()
                    }
                    _ => true,
                });
                let token = self.src[squares_at..]
                    .split_whitespace()
                    .next()
                    .unwrap_or_default();
                let at = Tok {
                    text: token,
                    start: squares_at,
                };
                self.input_error(InputErrorText::TooManyImitators, at);
                self.recovering = false;
            }
        }
        Ok(params)
    }

    pub(super) fn piece_on_square(&mut self, what: &str) -> R<(PieceColour, PieceCode, Square)> {
        let t = self.expect("a colour")?;
        let colour = self.colour_of(t.text).ok_or_else(|| Err {
            pos: t.start,
            message: format!("{what}: a colour expected, found '{}'", t.text),
        })?;
        let p = self.expect("a piece on a square")?;
        match parse_piece_spec(p.text, self.lang) {
            Some(spec) if spec.squares.len() == 1 => Ok((colour, spec.code, spec.squares[0])),
            _ => err(
                p.start,
                format!(
                    "{what}: a piece on one square expected (like Bh1), found '{}'",
                    p.text
                ),
            ),
        }
    }

    fn variant_value(&mut self, v: &VariantDef, def: &ConditionDef) -> R<VariantValue> {
        Ok(match v.arg {
            VariantArg::None => VariantValue::None,
            VariantArg::Integer => {
                let t = self.expect("a number")?;
                VariantValue::Integer(parse_u32(t.text).ok_or_else(|| Err {
                    pos: t.start,
                    message: format!(
                        "{} {}: a number expected, found '{}'",
                        def.names[0], v.names[0], t.text
                    ),
                })?)
            }
            VariantArg::Pieces => {
                let mut codes = Vec::new();
                while let Some(t) = self.peek() {
                    match PieceCode::new(t.text, self.lang) {
                        Some(c) => {
                            self.next();
                            codes.push(c);
                        }
                        None => break,
                    }
                }
                VariantValue::Pieces(codes)
            }
            VariantArg::Lines => {
                let t = self.expect("grid lines")?;
                if !t
                    .text
                    .bytes()
                    .all(|c| matches!(c.to_ascii_lowercase(), b'a'..=b'h' | b'1'..=b'8'))
                {
                    return err(
                        t.start,
                        format!("grid lines are files a-h and ranks 1-8, found '{}'", t.text),
                    );
                }
                VariantValue::Lines(t.text.to_ascii_lowercase())
            }
            VariantArg::SquareGroups => {
                let mut groups = Vec::new();
                while let Some(s) = self.peek().and_then(|t| parse_squares(t.text)) {
                    self.next();
                    groups.push(s);
                }
                VariantValue::SquareGroups(groups)
            }
            VariantArg::GridLines => {
                let mut lines = Vec::new();
                while let Some(t) = self.peek() {
                    let b = t.text.to_ascii_lowercase().into_bytes();
                    if b.len() != 4
                        || !matches!(b[0], b'h' | b'v')
                        || !(b'1'..=b'8').contains(&b[3])
                    {
                        break;
                    }
                    let Some(from) = parse_squares(&t.text[1..3]) else {
                        break;
                    };
                    self.next();
                    lines.push(GridLine {
                        horizontal: b[0] == b'h',
                        from: from[0],
                        length: b[3] - b'0',
                    });
                }
                VariantValue::GridLines(lines)
            }
        })
    }
}
