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

function showDiagram() {
  clearTimeout(diagramTimer);
  diagramTimer = setTimeout(async () => {
    try {
      $("diagram").innerHTML = await client.diagram($("input").value);
      $("diagram-error").textContent = "";
    } catch (e) {
      $("diagram-error").textContent = e.message;
    }
  }, 300);
}

function setRunning(controller) {
  running = controller;
  $("solve").disabled = controller !== null;
  $("cancel").disabled = controller === null;
}

async function solve() {
  const output = $("output");
  output.textContent = "";
  $("status").textContent = "solving…";
  const controller = new AbortController();
  setRunning(controller);
  let stopped = false;
  try {
    await client.solve($("input").value, (event) => {
      switch (event.type) {
        case "problem":
          output.textContent += event.header;
          $("diagram").innerHTML = event.svg;
          break;
        case "twin":
          output.textContent += `\n${event.label} ${event.description}\n`;
          break;
        case "lines":
          for (const line of event.lines) output.textContent += line + "\n";
          break;
        case "progress":
          $("status").textContent = `${(event.elapsed_ms / 1000).toFixed(1)} s, ` +
            `${event.nodes.toLocaleString("en")} moves, ` +
            `${Math.round(event.positions_per_second).toLocaleString("en")} per second`;
          break;
        case "error":
          output.textContent += `\n${event.message}\n`;
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
$("solve").addEventListener("click", solve);
$("cancel").addEventListener("click", () => running && running.abort());
showDiagram();
