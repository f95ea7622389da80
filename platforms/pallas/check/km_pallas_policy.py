# SPDX-License-Identifier: Apache-2.0
"""python_policy of platforms/pallas/platform.json over a drop file's syntax tree, for the shared
checker (platforms/python_common/check/km_py_check.py --policy this file).

Kernels: the functions named in the first argument (or kernel=) of any pallas_call(...) call,
functools.partial(kernel, ...) included, and every module function a kernel calls by name (its
helpers), nested functions inside them (pl.when bodies) too. Inside kernels jnp / lax / pl / plgpu
operations are the language; outside them an attribute of anything but math must be in
host_attributes.allow, so jnp.maximum(x, 0), jax.lax.dot, x.sum(), x.astype() are refused on the
host. Everywhere: imports only from allow_imports, no forbidden_names, no dunder attribute, none of
kernel_attributes.forbid (jax.nn, jax.scipy, jnp.linalg, lax.conv*, callbacks, jax.debug).

Kernel functions run only inside pallas_call: host code may pass one to pallas_call or to
functools.partial (and name such a partial, to pass it on), but not call it, call a partial of it
or take it under another name. Otherwise a helper that a kernel calls (so jnp is allowed in it)
would compute on the host when the entry calls it directly (tests/cheats/pallas/
relu_f32.FORBIDDEN_SYMBOL-kernel_helper_on_host.py, a PASS before this rule).
"""
import ast

_FREE_MODULES = ("math", "typing", "__future__", "functools")


def _root(node):
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _is_pallas_call(call):
    f = call.func
    return (isinstance(f, ast.Attribute) and f.attr == "pallas_call") or (
        isinstance(f, ast.Name) and f.id == "pallas_call")


def _kernel_names(tree):
    """Names of kernel functions: passed to pallas_call, and (transitively) called from one."""
    defs = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            defs.setdefault(node.name, []).append(node)
    # A name bound to functools.partial(f, ...) (kern = partial(_k, n=n); then pallas_call(kern,
    # ...)) stands for the functions its partials wrap: b22's honest Pallas samples bound their
    # kernels so and were refused as host code before this.
    bound = {}
    for node in ast.walk(tree):
        for target, value in _bindings(node):
            bound.setdefault(target, set()).update(
                c.args[0].id for c in _partials(value) if c.args and isinstance(c.args[0], ast.Name))
    kernels = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_pallas_call(node):
            targets = node.args[:1] + [k.value for k in node.keywords if k.arg == "kernel"]
            names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
            seen = set()
            while names:
                name = names.pop()
                if name in seen:
                    continue
                seen.add(name)
                if name in defs:
                    kernels.add(name)
                names.extend(bound.get(name, ()))
    todo = list(kernels)
    while todo:
        for fn in defs.get(todo.pop(), []):
            for n in ast.walk(fn):
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and \
                        n.func.id in defs and n.func.id not in kernels:
                    kernels.add(n.func.id)
                    todo.append(n.func.id)
    return kernels


def _bindings(node):
    """(name, value) pairs a statement binds: x = v, x: T = v (one name per target)."""
    if isinstance(node, ast.Assign):
        return [(t.id, node.value) for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign) and node.value is not None and isinstance(node.target, ast.Name):
        return [(node.target.id, node.value)]
    return []


def _partials(value):
    """The functools.partial calls a bound value is: partial(...), or one per branch of an
    `a if c else b` (a value that merely contains one, pallas_call(partial(k))(x), is not)."""
    if _is_partial(value):
        return [value]
    if isinstance(value, ast.IfExp):
        return _partials(value.body) + _partials(value.orelse)
    return []


def _is_partial(call):
    if not isinstance(call, ast.Call):
        return False
    f = call.func
    return (
        (isinstance(f, ast.Attribute) and f.attr == "partial") or (isinstance(f, ast.Name) and f.id == "partial"))


def _kernel_refs(tree, kernels):
    """Names that stand for kernel functions on the host (the kernels, and names assigned a
    functools.partial of one), and the ids of the Name nodes where host code may use them: the
    kernel argument of pallas_call, the first argument of partial, an assignment's target."""
    refs = set(kernels)
    for _ in range(3):  # partial of a partial
        for node in ast.walk(tree):
            for target, value in _bindings(node):  # x = partial(k, ...), or one per branch
                if any(c.args and isinstance(c.args[0], ast.Name) and c.args[0].id in refs
                       for c in _partials(value)):
                    refs.add(target)
    ok = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_pallas_call(node):
            ok |= {id(t) for t in node.args[:1] + [k.value for k in node.keywords if k.arg == "kernel"]}
        elif isinstance(node, ast.Call) and _is_partial(node) and node.args:
            ok.add(id(node.args[0]))
    return refs, ok


def _list(policy, *path):
    """policy[path...] as a set of strings; a ValueError naming the field when it is not one."""
    v = policy
    for key in path:
        v = v.get(key) if isinstance(v, dict) else None
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ValueError("python_policy.%s: missing or not a list of strings" % ".".join(path))
    return set(v)


class _Walker(ast.NodeVisitor):
    def __init__(self, policy, kernels):
        self.imports = _list(policy, "allow_imports")
        self.host_ok = _list(policy, "host_attributes", "allow")
        self.names = _list(policy, "forbidden_names", "names")
        self.kernel_no = _list(policy, "kernel_attributes", "forbid")
        self.kernels = kernels
        self.kernel_refs, self.kernel_ref_ok = set(), set()
        self.aliases = {}  # local name -> module it stands for
        self.in_kernel = 0
        self.bad = []

    def refuse(self, node, what):
        self.bad.append("line %d: %s" % (getattr(node, "lineno", 0), what))

    def visit_Import(self, node):
        for a in node.names:
            if a.name not in self.imports:
                self.refuse(node, "imports %s (not in allow_imports)" % a.name)
            self.aliases[(a.asname or a.name).split(".")[0]] = a.name

    def visit_ImportFrom(self, node):
        mod = node.module or ""
        for a in node.names:
            full = mod + "." + a.name
            # from jax.numpy import maximum: a bare name the attribute rule cannot see.
            ok = mod in _FREE_MODULES or full in self.imports or (
                mod in self.imports and a.name in self.host_ok)
            if not ok:
                self.refuse(node, "imports %s from %s (a module of allow_imports, or a name of "
                                  "host_attributes.allow)" % (a.name, mod or "."))
            self.aliases[a.asname or a.name] = full

    def visit_FunctionDef(self, node):
        kernel = node.name in self.kernels
        for d in node.decorator_list:
            self.visit(d)
        self.in_kernel += kernel
        for stmt in node.body:
            self.visit(stmt)
        for d in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            self.visit(d)
        self.in_kernel -= kernel

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Name(self, node):
        if node.id in self.names:
            self.refuse(node, "uses %s (forbidden_names)" % node.id)
        if not self.in_kernel and node.id in self.kernel_refs and isinstance(node.ctx, ast.Load) \
                and id(node) not in self.kernel_ref_ok:
            self.refuse(node, "uses the kernel function %s outside pallas_call (host code may pass a "
                              "kernel to pallas_call or functools.partial, never call it)" % node.id)

    def visit_Call(self, node):
        # partial(kernel, ...)(args): a kernel called on the host through its partial.
        if not self.in_kernel and _is_partial(node.func) and node.func.args and \
                isinstance(node.func.args[0], ast.Name) and node.func.args[0].id in self.kernel_refs:
            self.refuse(node, "calls the kernel function %s outside pallas_call (through "
                              "functools.partial)" % node.func.args[0].id)
        self.generic_visit(node)

    def visit_Attribute(self, node):
        if node.attr.startswith("__"):
            self.refuse(node, "uses the attribute %s" % node.attr)
        root = _root(node)
        module = self.aliases.get(root, "").split(".")[0] if root else ""
        if node.attr in self.kernel_no:
            self.refuse(node, "uses the attribute %s (kernel_attributes.forbid)" % node.attr)
        elif not self.in_kernel and node.attr not in self.host_ok and module != "math":
            self.refuse(node, "calls .%s outside a pallas_call kernel (host code may only describe "
                              "outputs, read shapes and dtypes, jit and call pallas_call)" % node.attr)
        self.generic_visit(node)


def policy_violations(tree, policy):
    kernels = _kernel_names(tree)
    w = _Walker(policy, kernels)
    w.kernel_refs, w.kernel_ref_ok = _kernel_refs(tree, kernels)
    w.visit(tree)
    return w.bad
