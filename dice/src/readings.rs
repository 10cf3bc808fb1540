#![doc = include_str!("../READINGS.md")]
