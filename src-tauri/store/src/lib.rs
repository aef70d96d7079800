//! `cardtable-store`: SQLite storage for Cardtable. Owns SQL and nothing else.
