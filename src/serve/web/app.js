// The page of `nightrider serve`. Every call to the solver goes through
// `client`, so that a WebAssembly build could replace it.
"use strict";

const client = {
  // The diagram of a problem or a Fairy-FEN, as SVG text; throws with the
  // server's message.
  async diagram(text) {
    const response = await fetch("/api/diagram", { method: "POST", body: text });
    if (!response.ok) throw new Error((await response.json()).error);
    return response.text();
  },

  // Solves `input`, calling `onEvent` with each event (see the API docs);
  // resolves when the solve ends. `signal` (an AbortSignal) cancels it.
  async solve(input, onEvent, signal) {
    const response = await fetch("/api/solve", { method: "POST", body: input, signal });
    if (!response.ok) {
      onEvent({ type: "error", message: (await response.json()).error });
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = chunk.split("\n").filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).replace(/^ /, "")).join("\n");
        if (data) onEvent(JSON.parse(data));
      }
    }
  },
};

const $ = (id) => document.getElementById(id);
let running = null;
let diagramTimer = null;
// The problem's diagram, shown again when no move is selected.
let problemSvg = "";
// Every change of the board takes the next ticket; a board that arrives
// after a later change was asked for is dropped, so that a slow answer
// never replaces the newer board.
let diagramTicket = 0;

// Shows `svg` (SVG text or a promise of it) as the board.
async function setDiagram(svg) {
  const ticket = ++diagramTicket;
  try {
    const text = await svg;
    if (ticket !== diagramTicket) return;
    $("diagram").innerHTML = text;
    $("diagram-error").textContent = "";
  } catch (e) {
    if (ticket === diagramTicket) $("diagram-error").textContent = e.message;
  }
}

// Appends `lines` to the output, each move of `moves` (see the API docs)
// a button showing the board after it.
function appendLines(output, lines, moves) {
  lines.forEach((line, index) => {
    const here = moves.filter((m) => m.line === index).sort((a, b) => a.column - b.column);
    const chars = Array.from(line);
    let at = 0;
    for (const m of here) {
      output.append(chars.slice(at, m.column).join(""));
      const text = chars.slice(m.column, m.column + m.length).join("");
      if (m.board) {
        const button = document.createElement("span");
        button.className = "move";
        button.textContent = text;
        button.dataset.board = m.board;
        button.tabIndex = 0;
        output.append(button);
      } else {
        output.append(text);
      }
      at = m.column + m.length;
    }
    output.append(chars.slice(at).join("") + "\n");
  });
}

// Shows the board after the move `button`, or the problem's diagram when
// it is the move shown already.
async function showMove(button) {
  const selected = document.querySelector(".move.selected");
  if (selected) selected.classList.remove("selected");
  if (selected === button) {
    await setDiagram(problemSvg);
    return;
  }
  button.classList.add("selected");
  await setDiagram(client.diagram(button.dataset.board));
}

function showDiagram() {
  clearTimeout(diagramTimer);
  diagramTimer = setTimeout(() => setDiagram(client.diagram($("input").value)), 300);
}

function setRunning(controller) {
  running = controller;
  $("solve").disabled = controller !== null;
  $("cancel").disabled = controller === null;
}

async function solve() {
  const output = $("output");
  output.textContent = "";
  // (the solve draws the problem's diagram itself)
  clearTimeout(diagramTimer);
  $("status").textContent = "solving…";
  const controller = new AbortController();
  setRunning(controller);
  let stopped = false;
  try {
    await client.solve($("input").value, (event) => {
      switch (event.type) {
        case "problem":
          output.append(event.header);
          problemSvg = event.svg;
          setDiagram(event.svg);
          break;
        case "twin":
          output.append(event.opening);
          break;
        case "lines":
          appendLines(output, event.lines, event.moves);
          break;
        case "progress":
          $("status").textContent = `${(event.elapsed_ms / 1000).toFixed(1)} s, ` +
            `${event.nodes.toLocaleString("en")} moves, ` +
            `${Math.round(event.positions_per_second).toLocaleString("en")} per second`;
          break;
        case "error":
          output.append(`\n${event.message}\n`);
          stopped = true;
          $("status").textContent = event.message;
          break;
        case "done":
          if (!stopped) $("status").textContent = "solved";
          break;
      }
    }, controller.signal);
  } catch (e) {
    $("status").textContent = e.name === "AbortError" ? "cancelled" : e.message;
  } finally {
    setRunning(null);
  }
}

$("input").addEventListener("input", showDiagram);
$("output").addEventListener("click", (e) => {
  if (e.target.classList.contains("move")) showMove(e.target);
});
$("output").addEventListener("keydown", (e) => {
  if (e.key === "Enter" && e.target.classList.contains("move")) showMove(e.target);
});
$("solve").addEventListener("click", solve);
$("cancel").addEventListener("click", () => running && running.abort());
showDiagram();
