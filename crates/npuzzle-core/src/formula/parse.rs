//! The formula language's reader: text to a tree, every error at its place (a character index,
//! 0-based) with what was expected there. Hand-written, recursive descent, one token ahead.
//!
//! ```text
//! expr    := or
//! or      := and ("or" and)*
//! and     := not ("and" not)*
//! not     := "not" not | compare
//! compare := sum (("<" | "<=" | ">" | ">=" | "==" | "!=") sum)?
//! sum     := product (("+" | "-") product)*
//! product := unary (("*" | "/") unary)*
//! unary   := "-" unary | primary
//! primary := number | name | name "(" args ")" | "(" expr ")" | "if" expr "then" expr "else" expr
//!          | ("sum" | "max") "(" name ":" expr ")"      -- over the tiles 1..n-1
//! ```

use super::{FormulaError, Found, Problem, Want};

/// A name the language knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    Hamming,
    Manhattan,
    Conflicts,
    N,
    Rows,
    Cols,
    BlankRow,
    BlankCol,
}

/// A function of one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileFn {
    Row,
    Col,
    GoalRow,
    GoalCol,
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
}

/// The tree.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Num(f64),
    Var(Var),
    /// The tile a `sum` or `max` binds, by how many binders out (0: the nearest).
    Bound(usize),
    Tile(TileFn, Box<Expr>, usize),
    Abs(Box<Expr>),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>, usize),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `sum(t: e)` (`true`) or `max(t: e)` over the tiles.
    Over(bool, Box<Expr>),
    /// `max(a, b, …)` (`true`) or `min(…)`.
    Pick(bool, Vec<Expr>),
}

/// Nesting deeper than this is refused (the reader and the evaluator recurse).
pub const MAX_DEPTH: usize = 40;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// A number, and its text as written (an error quotes the text: printing an f64 would pull
    /// Rust's float printer into the page's solver worker).
    Num(f64, String),
    Name(String),
    Sym(&'static str),
    End,
}

struct Reader {
    toks: Vec<(Tok, usize)>,
    at: usize,
    bound: Vec<String>,
    depth: usize,
}

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, FormulaError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit()
            || (c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            let n = s
                .parse::<f64>()
                .map_err(|_| FormulaError::at(start, Problem::BadNumber(s.clone())))?;
            out.push((Tok::Num(n, s), start));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Name(chars[start..i].iter().collect()), start));
        } else {
            let two: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let sym = ["<=", ">=", "==", "!="]
                .into_iter()
                .find(|s| two == *s)
                .or_else(|| {
                    ["+", "-", "*", "/", "(", ")", ",", ":", "<", ">"]
                        .into_iter()
                        .find(|s| s.starts_with(c))
                });
            match sym {
                Some(s) => {
                    out.push((Tok::Sym(s), i));
                    i += s.len();
                }
                None => return Err(FormulaError::at(i, Problem::Unexpected(c.to_string()))),
            }
        }
    }
    out.push((Tok::End, chars.len()));
    Ok(out)
}

/// Reads `text` into a tree.
pub fn parse(text: &str) -> Result<Expr, FormulaError> {
    let mut r = Reader {
        toks: lex(text)?,
        at: 0,
        bound: Vec::new(),
        depth: 0,
    };
    let e = r.expr()?;
    match r.peek() {
        Tok::End => Ok(e),
        _ => Err(r.expected(Want::OperatorOrEnd)),
    }
}

impl Reader {
    fn peek(&self) -> &Tok {
        &self.toks[self.at].0
    }

    fn pos(&self) -> usize {
        self.toks[self.at].1
    }

    fn next(&mut self) -> Tok {
        let t = self.toks[self.at].0.clone();
        if self.at + 1 < self.toks.len() {
            self.at += 1;
        }
        t
    }

    fn expected(&self, what: Want) -> FormulaError {
        let found = match self.peek() {
            Tok::Num(_, text) => Found::Text(text.clone()),
            Tok::Name(s) => Found::Text(s.clone()),
            Tok::Sym(s) => Found::Text((*s).to_string()),
            Tok::End => Found::End,
        };
        FormulaError::at(self.pos(), Problem::Expected { what, found })
    }

    fn eat(&mut self, sym: &'static str) -> bool {
        if *self.peek() == Tok::Sym(sym) {
            self.next();
            true
        } else {
            false
        }
    }

    fn want(&mut self, sym: &'static str, what: Want) -> Result<(), FormulaError> {
        if self.eat(sym) {
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    fn keyword(&mut self, word: &str) -> bool {
        if matches!(self.peek(), Tok::Name(n) if n == word) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Result<Expr, FormulaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(FormulaError::at(self.pos(), Problem::TooDeep(MAX_DEPTH)));
        }
        let e = self.or();
        self.depth -= 1;
        e
    }

    fn binary(
        &mut self,
        ops: &[(&'static str, Op)],
        keyword: bool,
        next: fn(&mut Reader) -> Result<Expr, FormulaError>,
    ) -> Result<Expr, FormulaError> {
        let mut left = next(self)?;
        loop {
            let at = self.pos();
            let op = ops.iter().find(|(s, _)| {
                if keyword {
                    self.keyword(s)
                } else {
                    self.eat(s)
                }
            });
            let Some(&(_, op)) = op else { return Ok(left) };
            let right = next(self)?;
            left = Expr::Bin(op, Box::new(left), Box::new(right), at);
        }
    }

    fn or(&mut self) -> Result<Expr, FormulaError> {
        self.binary(&[("or", Op::Or)], true, Reader::and)
    }

    fn and(&mut self) -> Result<Expr, FormulaError> {
        self.binary(&[("and", Op::And)], true, Reader::not)
    }

    fn not(&mut self) -> Result<Expr, FormulaError> {
        if self.keyword("not") {
            return Ok(Expr::Not(Box::new(self.nested(Reader::not)?)));
        }
        self.compare()
    }

    fn compare(&mut self) -> Result<Expr, FormulaError> {
        let left = self.sum()?;
        let at = self.pos();
        let ops = [
            ("<=", Op::Le),
            (">=", Op::Ge),
            ("==", Op::Eq),
            ("!=", Op::Ne),
            ("<", Op::Lt),
            (">", Op::Gt),
        ];
        match ops.iter().find(|(s, _)| self.eat(s)) {
            Some(&(_, op)) => Ok(Expr::Bin(op, Box::new(left), Box::new(self.sum()?), at)),
            None => Ok(left),
        }
    }

    fn sum(&mut self) -> Result<Expr, FormulaError> {
        self.binary(&[("+", Op::Add), ("-", Op::Sub)], false, Reader::product)
    }

    fn product(&mut self) -> Result<Expr, FormulaError> {
        self.binary(&[("*", Op::Mul), ("/", Op::Div)], false, Reader::unary)
    }

    fn unary(&mut self) -> Result<Expr, FormulaError> {
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.nested(Reader::unary)?)));
        }
        self.primary()
    }

    /// A part that recurses without `expr` (a chain of `-` or `not`): counted in the depth too.
    fn nested(
        &mut self,
        f: fn(&mut Reader) -> Result<Expr, FormulaError>,
    ) -> Result<Expr, FormulaError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(FormulaError::at(self.pos(), Problem::TooDeep(MAX_DEPTH)));
        }
        let e = f(self);
        self.depth -= 1;
        e
    }

    fn primary(&mut self) -> Result<Expr, FormulaError> {
        let at = self.pos();
        match self.peek().clone() {
            Tok::Num(n, _) => {
                self.next();
                Ok(Expr::Num(n))
            }
            Tok::Sym("(") => {
                self.next();
                let e = self.expr()?;
                self.want(")", Want::Close)?;
                Ok(e)
            }
            Tok::Name(name) => {
                self.next();
                self.named(&name, at)
            }
            _ => Err(self.expected(Want::Operand)),
        }
    }

    /// What a name read as an operand means: `if`, a bound tile, a variable or a call.
    fn named(&mut self, name: &str, at: usize) -> Result<Expr, FormulaError> {
        if name == "if" {
            return self.if_then_else();
        }
        if let Some(depth) = self.bound.iter().rev().position(|b| b == name) {
            return Ok(Expr::Bound(depth));
        }
        if let Some(v) = variable(name) {
            return Ok(Expr::Var(v));
        }
        let known = [
            "sum", "max", "min", "abs", "row", "col", "goal_row", "goal_col",
        ];
        if !known.contains(&name) {
            return Err(FormulaError::at(at, Problem::UnknownName(name.to_string())));
        }
        self.call(name, at)
    }

    /// The rest of `if … then … else …`, after the `if`.
    fn if_then_else(&mut self) -> Result<Expr, FormulaError> {
        let c = self.expr()?;
        if !self.keyword("then") {
            return Err(self.expected(Want::Then));
        }
        let a = self.expr()?;
        if !self.keyword("else") {
            return Err(self.expected(Want::Else));
        }
        let b = self.expr()?;
        Ok(Expr::If(Box::new(c), Box::new(a), Box::new(b)))
    }

    /// A call of the known function `name` (read at `at`), from its opening parenthesis.
    fn call(&mut self, name: &str, at: usize) -> Result<Expr, FormulaError> {
        self.want("(", Want::Open)?;
        // `sum(t: …)` and `max(t: …)` bind a tile.
        if matches!(name, "sum" | "max")
            && let Tok::Name(var) = self.peek().clone()
            && self
                .toks
                .get(self.at + 1)
                .is_some_and(|t| t.0 == Tok::Sym(":"))
        {
            self.next();
            self.next();
            self.bound.push(var);
            let body = self.expr();
            self.bound.pop();
            let body = body?;
            self.want(")", Want::Close)?;
            return Ok(Expr::Over(name == "sum", Box::new(body)));
        }
        let mut args = vec![self.expr()?];
        while self.eat(",") {
            args.push(self.expr()?);
        }
        self.want(")", Want::CommaOrClose)?;
        let one = |args: Vec<Expr>| -> Result<Box<Expr>, FormulaError> {
            let count = args.len();
            let mut args = args.into_iter();
            match (args.next(), count) {
                (Some(e), 1) => Ok(Box::new(e)),
                _ => Err(FormulaError::at(
                    at,
                    Problem::Arguments {
                        name: name.to_string(),
                        want: 1,
                        got: count,
                    },
                )),
            }
        };
        Ok(match name {
            "abs" => Expr::Abs(one(args)?),
            "row" => Expr::Tile(TileFn::Row, one(args)?, at),
            "col" => Expr::Tile(TileFn::Col, one(args)?, at),
            "goal_row" => Expr::Tile(TileFn::GoalRow, one(args)?, at),
            "goal_col" => Expr::Tile(TileFn::GoalCol, one(args)?, at),
            "sum" => {
                return Err(FormulaError::at(
                    at,
                    Problem::Expected {
                        what: Want::Binding,
                        found: Found::Arguments,
                    },
                ));
            }
            max_or_min => Expr::Pick(max_or_min == "max", args),
        })
    }
}

/// The board variable a name stands for, if any.
fn variable(name: &str) -> Option<Var> {
    Some(match name {
        "hamming" => Var::Hamming,
        "manhattan" => Var::Manhattan,
        "conflicts" => Var::Conflicts,
        "n" => Var::N,
        "rows" => Var::Rows,
        "cols" => Var::Cols,
        "blank_row" => Var::BlankRow,
        "blank_col" => Var::BlankCol,
        _ => return None,
    })
}
