package manifest

import "strings"

// The standard libraries of the languages whose imports name modules
// outside the repository without a manifest entry: a dependency list
// leaves them out. Python's are sys.stdlib_module_names of CPython 3.11
// (private ones left out), Node's are module.builtinModules of Node 20.

var pythonStd = wordSet(
	"__future__ abc aifc antigravity argparse array ast asynchat asyncio asyncore atexit " +
		"audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath " +
		"cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib " +
		"contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib " +
		"dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp " +
		"fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob " +
		"graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib " +
		"inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox " +
		"mailcap marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis " +
		"nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb " +
		"pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile " +
		"pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline " +
		"reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil " +
		"signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile " +
		"sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau " +
		"symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap this " +
		"threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty " +
		"turtle turtledemo types typing unicodedata unittest urllib uu uuid venv warnings wave " +
		"weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib " +
		"zoneinfo")

var nodeBuiltins = wordSet(
	"assert async_hooks buffer child_process cluster console constants crypto dgram " +
		"diagnostics_channel dns domain events fs http http2 https inspector module net os path " +
		"perf_hooks process punycode querystring readline repl stream string_decoder sys timers tls " +
		"trace_events tty url util v8 vm wasi worker_threads zlib")

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// IsPythonStd reports whether a Python import (a.b.c) is of the standard
// library.
func IsPythonStd(module string) bool {
	first, _, _ := strings.Cut(module, ".")
	return pythonStd[first]
}

// IsNodeBuiltin reports whether a JavaScript/TypeScript import source is
// one of Node's built-in modules ("fs", "node:fs", "fs/promises").
func IsNodeBuiltin(source string) bool {
	if strings.HasPrefix(source, "node:") {
		return true
	}
	first, _, _ := strings.Cut(source, "/")
	return nodeBuiltins[first]
}
