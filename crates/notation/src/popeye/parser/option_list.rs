//! The `option` command: a list of options, each with its value (a
//! number, a move number, squares, a piece on a square, a colour).

use super::recovery::InputErrorText;
use super::*;

impl<'a> Parser<'a> {
    pub(super) fn options(&mut self) -> R<Vec<OptionItem>> {
        let mut items = Vec::new();
        while let Some(tok) = self.peek() {
            let def = match lookup_index_popeye_first(
                OPTIONS.len(),
                POPEYE_OPTIONS,
                |i| &OPTIONS[i].names,
                self.lang,
                tok.text,
            ) {
                Lookup::Found(i) => &OPTIONS[i],
                other => {
                    if self.is_command(tok.text) && !items.is_empty() {
                        break;
                    }
                    if let Lookup::Ambiguous(a, b) = other {
                        return err(
                            tok.start,
                            format!("option '{}' is ambiguous: {a} or {b}?", tok.text),
                        );
                    }
                    let mut msg = format!("unknown option '{}'", tok.text);
                    if let Some(s) = suggest(
                        tok.text,
                        OPTIONS.iter().map(|o| o.names[self.lang.column()]),
                    ) {
                        msg.push_str(&format!(" — did you mean {s}?"));
                    }
                    return err(tok.start, msg);
                }
            };
            let name = def.names[0];
            let integers = match def.args {
                OptionArgs::Integer => 1,
                OptionArgs::TwoIntegers => 2,
                _ => 0,
            };
            if let Some(bad) = self.wrong_integer(tok, integers) {
                // Popeye drops the option and ends the list at the token
                self.next();
                self.pos = bad.start;
                self.input_error(InputErrorText::WrongInteger, bad);
                break;
            }
            self.next();
            let int = |p: &mut Self| -> R<u32> {
                let t = p.expect("a number")?;
                parse_u32(t.text).ok_or_else(|| Err {
                    pos: t.start,
                    message: format!(
                        "option {name}: a non-negative whole number expected, found '{}'",
                        t.text
                    ),
                })
            };
            let value = match def.args {
                OptionArgs::None => OptionValue::None,
                OptionArgs::Integer => OptionValue::Integers(vec![int(self)?]),
                OptionArgs::TwoIntegers => OptionValue::Integers(vec![int(self)?, int(self)?]),
                OptionArgs::OptionalInteger => match self.peek().and_then(|t| parse_u32(t.text)) {
                    Some(n) => {
                        self.next();
                        OptionValue::Integers(vec![n])
                    }
                    None => OptionValue::Integers(Vec::new()),
                },
                OptionArgs::MoveNumber => {
                    let t = self.expect("a move number")?;
                    let parts: Option<Vec<u32>> = t.text.split(':').map(parse_u32).collect();
                    OptionValue::MoveNumber(parts.ok_or_else(|| Err {
                        pos: t.start,
                        message: format!(
                            "option {name}: a move number expected, found '{}'",
                            t.text
                        ),
                    })?)
                }
                OptionArgs::Squares => {
                    let mut squares = Vec::new();
                    while let Some(s) = self.peek().and_then(|t| parse_squares(t.text)) {
                        self.next();
                        squares.extend(s);
                    }
                    let (min, max) = match name {
                        "EnPassant" => (2, 4),
                        "CastlingMutuallyExclusive" => (2, 2),
                        _ => (1, 64),
                    };
                    if squares.len() < min || squares.len() > max {
                        return err(
                            tok.start,
                            format!(
                                "option {name} takes {min} to {max} squares, not {}",
                                squares.len()
                            ),
                        );
                    }
                    OptionValue::Squares(squares)
                }
                OptionArgs::PieceOnSquare => {
                    let (c, code, sq) = self.piece_on_square(name)?;
                    OptionValue::PieceOnSquare(c, code, sq)
                }
                OptionArgs::Colour => {
                    let t = self.expect("a colour")?;
                    OptionValue::Colour(self.colour_of(t.text).ok_or_else(|| Err {
                        pos: t.start,
                        message: format!(
                            "option {name}: white or black expected, found '{}'",
                            t.text
                        ),
                    })?)
                }
                OptionArgs::Decimal => {
                    let t = self.expect("a number")?;
                    let (negative, digits) = match t.text.strip_prefix('-') {
                        Some(rest) => (true, rest),
                        None => (false, t.text),
                    };
                    let l = parse_length(digits).map_err(|m| Err {
                        pos: t.start,
                        message: format!("option {name}: {m}"),
                    })?;
                    if negative {
                        OptionValue::NegativeDecimal(l)
                    } else {
                        OptionValue::Decimal(l)
                    }
                }
            };
            items.push(OptionItem { name, value });
        }
        if items.is_empty() && !self.recovering {
            return err(self.pos, "an option expected");
        }
        Ok(items)
    }

    /// The first of the `count` tokens after the option at `option` that
    /// is there and is no whole number (`-1`), if any.
    fn wrong_integer(&mut self, option: Tok<'_>, count: usize) -> Option<Tok<'a>> {
        let back = self.pos;
        self.pos = option.start + option.text.len();
        let mut bad = None;
        for _ in 0..count {
            match self.next() {
                Some(t) if parse_u32(t.text).is_none() => {
                    bad = Some(t);
                    break;
                }
                Some(_) => {}
                None => break,
            }
        }
        self.pos = back;
        bad
    }
}
