# SPDX-License-Identifier: Apache-2.0
"""python_policy of platforms/triton/platform.json over a drop file's syntax tree.

Imports: only allow_imports. Names: none of forbidden_names, and no dunder attribute (a path to
the runtime's internals: x.__class__.__subclasses__()), none of kernel_attributes.forbid
(triton.testing.torch). Host code (outside @triton.jit): an attribute of anything but math and
tl.<name> must be in host_attributes.allow, so torch.softmax, F.relu, x.sum(), x.copy_(y),
x.clone() are refused. Kernel code (@triton.jit): no torch at all; under the Triton interpreter a
jit body is plain Python and would run it.
"""
import ast

def _root(node):
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else None


def _is_jit(fn):
    for d in fn.decorator_list:
        target = d.func if isinstance(d, ast.Call) else d
        if isinstance(target, ast.Attribute) and target.attr in ("jit", "autotune", "heuristics"):
            return True
        if isinstance(target, ast.Name) and target.id == "jit":
            return True
    return False


class _Walker(ast.NodeVisitor):
    def __init__(self, policy):
        self.imports = set(policy["allow_imports"])
        self.host_ok = set(policy["host_attributes"]["allow"])
        self.names = set(policy["forbidden_names"]["names"])
        self.kernel_no = set(policy["kernel_attributes"]["forbid"])
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
            if mod not in self.imports or (full not in self.imports and mod == "torch"):
                self.refuse(node, "imports %s from %s (not in allow_imports)" % (a.name, mod or "."))
            elif a.name in self.names:  # from typing import get_type_hints as h: h(...) is no Name of the list
                self.refuse(node, "imports %s from %s (forbidden_names)" % (a.name, mod))
            self.aliases[a.asname or a.name] = full

    def visit_FunctionDef(self, node):
        kernel = _is_jit(node)
        for d in node.decorator_list:
            self.visit(d)
        self.in_kernel += kernel
        for stmt in node.body:
            self.visit(stmt)
        for a in node.args.args + node.args.kwonlyargs:
            if a.annotation is not None:
                self.visit(a.annotation)
        for d in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            self.visit(d)
        self.in_kernel -= kernel

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Name(self, node):
        if node.id in self.names:
            self.refuse(node, "uses %s (forbidden_names)" % node.id)
        if self.in_kernel and self.aliases.get(node.id, "").startswith("torch"):
            self.refuse(node, "uses torch inside a @triton.jit kernel")

    def visit_Attribute(self, node):
        if node.attr.startswith("__"):
            self.refuse(node, "uses the attribute %s" % node.attr)
        root = _root(node)
        module = self.aliases.get(root, "").split(".")[0] if root else ""
        if node.attr in self.kernel_no:
            self.refuse(node, "uses the attribute %s (kernel_attributes.forbid)" % node.attr)
        elif not self.in_kernel and node.attr not in self.host_ok and not (
                module == "math" or isinstance(node.value, ast.Name) and node.value.id == "tl"):
            what = "torch." + node.attr if module == "torch" else "." + node.attr
            self.refuse(node, "calls %s outside a @triton.jit kernel (host code may only "
                              "allocate, read shapes and launch kernels)" % what)
        self.generic_visit(node)


def policy_violations(tree, policy):
    w = _Walker(policy)
    w.visit(tree)
    return w.bad
