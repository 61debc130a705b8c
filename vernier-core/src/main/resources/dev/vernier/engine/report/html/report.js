/*
 * Vernier's report script. It lays out the JSON in #vernier-data (built by
 * dev.vernier.engine.report.html.PageData): tables it can sort and filter, intervals as bars,
 * plots drawn with uPlot, the flame graphs, the Amdahl calculator.
 *
 * Escaping rule: every string from the data enters the page through textContent or an
 * attribute value, never as markup (no innerHTML anywhere), so a benchmark's parameter that
 * holds a script element shows as those characters.
 */
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('vernier-data').textContent);
  var PALETTE = ['#1f6fd6', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#e377c2',
    '#8c564b'];
  var SVG = 'http://www.w3.org/2000/svg';

  // ---- small DOM helpers --------------------------------------------------------------------

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) {
      e.className = cls;
    }
    if (text != null) {
      e.textContent = String(text);
    }
    return e;
  }

  function add(parent, child) {
    parent.appendChild(child);
    return child;
  }

  function svg(tag, attrs) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    return e;
  }

  function times(x) {
    return isFinite(x) ? x.toFixed(2) + '\u00d7' : '\u221e';
  }

  // ---- an interval on an axis, as a small SVG ------------------------------------------------

  function bar(b, width) {
    var w = width || 120;
    var h = 14;
    var pad = 2;
    var f = b.log ? Math.log : function (v) { return v; };
    var a0 = f(b.axisLo);
    var a1 = f(b.axisHi);
    function x(v) {
      var t = (f(v) - a0) / (a1 - a0);
      if (!isFinite(t)) {
        t = 0.5;
      }
      return pad + Math.max(0, Math.min(1, t)) * (w - 2 * pad);
    }
    var s = svg('svg', { width: w, height: h, 'class': 'bar', role: 'img' });
    add(s, svg('line', { x1: pad, x2: w - pad, y1: h / 2, y2: h / 2, 'class': 'axis' }));
    if (b.band != null && b.ref != null) {
      var b0 = x(b.ref - b.band);
      add(s, svg('rect', { x: b0, y: 1, width: Math.max(1, x(b.ref + b.band) - b0),
        height: h - 2, 'class': 'band' }));
    }
    if (b.ref != null) {
      add(s, svg('line', { x1: x(b.ref), x2: x(b.ref), y1: 0, y2: h, 'class': 'ref' }));
    }
    add(s, svg('rect', { x: x(b.lo), y: 4, width: Math.max(1.5, x(b.hi) - x(b.lo)),
      height: h - 8, 'class': 'iv', 'data-point': 'interval' }));
    add(s, svg('line', { x1: x(b.mid), x2: x(b.mid), y1: 2, y2: h - 2, 'class': 'mid' }));
    return s;
  }

  // ---- a table that sorts (click a header) and filters (type in the box) ---------------------

  function dataTable(spec, opts) {
    opts = opts || {};
    var block = el('div', 'table-block');
    var filter = null;
    var count = null;
    if (!opts.plain) {
      var toolbar = add(block, el('div', 'toolbar'));
      filter = add(toolbar, el('input'));
      filter.type = 'search';
      filter.placeholder = opts.placeholder || 'Filter rows (any text in them)';
      filter.setAttribute('aria-label', 'Filter rows');
      count = add(toolbar, el('span', 'count'));
    }
    var wrap = add(block, el('div', 'table-wrap'));
    var table = add(wrap, el('table', 'data'));
    if (opts.id) {
      table.id = opts.id;
    }
    var headRow = add(add(table, el('thead')), el('tr'));
    var tbody = add(table, el('tbody'));
    var sortCol = -1;
    var sortDir = 1;
    var built = [];
    var search = spec.rows.map(function (r) {
      return r.cells.map(function (c) { return c.text; }).join(' \u0001 ').toLowerCase();
    });
    var headers = spec.columns.map(function (c, i) {
      var th = add(headRow, el('th', c.numeric ? 'num' : null, c.name));
      th.setAttribute('data-col', String(i));
      th.addEventListener('click', function () {
        sortDir = sortCol === i ? -sortDir : 1;
        sortCol = i;
        render();
      });
      return th;
    });

    function rowElement(i) {
      if (built[i]) {
        return built[i];
      }
      var r = spec.rows[i];
      var tr = el('tr', r.tone || null);
      r.cells.forEach(function (c, k) {
        var td = add(tr, el('td', spec.columns[k] && spec.columns[k].numeric ? 'num'
          : String(c.text).length > 60 ? 'wrap' : null));
        add(td, el('span', 'cell-text', c.text));
        if (c.bar) {
          add(td, bar(c.bar));
        }
      });
      if (r.detail != null && opts.onRow) {
        tr.classList.add('clickable');
        tr.title = 'Show this benchmark\u2019s card';
        tr.addEventListener('click', function () { opts.onRow(r.detail); });
      }
      built[i] = tr;
      return tr;
    }

    function compare(a, b) {
      var ca = spec.rows[a].cells[sortCol];
      var cb = spec.rows[b].cells[sortCol];
      var numeric = spec.columns[sortCol].numeric;
      var ka = ca && ca.key != null ? ca.key : null;
      var kb = cb && cb.key != null ? cb.key : null;
      var d;
      if (numeric && (ka != null || kb != null)) {
        d = ka == null ? 1 : kb == null ? -1 : (ka - kb) * sortDir; // rows without a figure last
      } else {
        d = String(ca ? ca.text : '').localeCompare(String(cb ? cb.text : '')) * sortDir;
      }
      return d || a - b;
    }

    function render() {
      var q = filter ? filter.value.trim().toLowerCase() : '';
      var order = [];
      for (var i = 0; i < spec.rows.length; i++) {
        if (!q || search[i].indexOf(q) >= 0) {
          order.push(i);
        }
      }
      if (sortCol >= 0) {
        order.sort(compare);
      }
      var frag = document.createDocumentFragment();
      order.forEach(function (k) { frag.appendChild(rowElement(k)); });
      tbody.replaceChildren(frag);
      headers.forEach(function (th, k) {
        if (k === sortCol) {
          th.setAttribute('aria-sort', sortDir > 0 ? 'ascending' : 'descending');
        } else {
          th.removeAttribute('aria-sort');
        }
      });
      if (count) {
        count.textContent = order.length + ' of ' + spec.rows.length + ' rows';
      }
    }

    if (filter) {
      filter.addEventListener('input', render);
    }
    render();
    return block;
  }

  // ---- plots (uPlot) --------------------------------------------------------------------------

  function plotWidth(container) {
    return Math.max(300, Math.min(640, (container.clientWidth || 640) - 20));
  }

  function horizontal(u, value, color, dash, width) {
    var ctx = u.ctx;
    var y = Math.round(u.valToPos(value, 'y', true)) + 0.5;
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = width * devicePixelRatio;
    ctx.setLineDash(dash.map(function (v) { return v * devicePixelRatio; }));
    ctx.beginPath();
    ctx.moveTo(u.bbox.left, y);
    ctx.lineTo(u.bbox.left + u.bbox.width, y);
    ctx.stroke();
    ctx.restore();
  }

  function points(color) {
    return { show: true, size: 6, width: 1, stroke: color, fill: color };
  }

  function noLine() {
    return null;
  }

  function plotBox(parent, caption, kind) {
    var box = add(parent, el('figure', 'plot'));
    box.setAttribute('data-plot', kind);
    box.style.margin = '0';
    var target = add(box, el('div'));
    add(box, el('figcaption', 'caption', caption));
    return target;
  }

  /** Each fork's samples in run order, the forks side by side; median, min and interval marked. */
  function stripPlot(parent, d) {
    var s = d.strip;
    var div = d.divisor;
    var total = s.forks.reduce(function (a, f) { return a + f.length; }, 0);
    var xs = [];
    for (var i = 0; i < total; i++) {
      xs.push(i + 1);
    }
    var columns = [xs];
    var series = [{ label: 'sample' }];
    var offset = 0;
    s.forks.forEach(function (f, k) {
      var ys = new Array(total).fill(null);
      for (var j = 0; j < f.length; j++) {
        ys[offset + j] = f[j] / div;
      }
      offset += f.length;
      columns.push(ys);
      var color = PALETTE[k % PALETTE.length];
      series.push({ label: 'fork ' + (k + 1), stroke: color, paths: noLine, points: points(color) });
    });
    var marks = { median: s.median / div, min: s.min / div, lo: s.ciLow / div, hi: s.ciHigh / div };
    var max = s.forks.reduce(function (m, f) {
      return f.reduce(function (a, v) { return Math.max(a, v); }, m);
    }, -Infinity);
    // Noise only adds time: a long tail would flatten the rest on a linear axis.
    var log = marks.min > 0 && max / div > 4 * marks.min;
    var target = plotBox(parent, 'Samples of each fork in run order (' + d.unit
      + (log ? ', log axis' : '') + '): median solid, minimum dashed, the '
      + (s.ciLevel * 100).toFixed(1) + '% interval of the median shaded', 'strip');
    return new uPlot({
      width: plotWidth(parent), height: 230,
      scales: {
        x: { time: false },
        y: log ? { distr: 3 } : { range: function (u, lo, hi) {
          lo = Math.min(lo, marks.min, marks.lo);
          hi = Math.max(hi, marks.hi);
          var pad = (hi - lo) * 0.06 || Math.abs(hi) * 0.05 || 1;
          return [lo - pad, hi + pad];
        } }
      },
      axes: [{ label: 'sample, forks in run order' }, { label: d.unit, size: 70 }],
      series: series,
      hooks: {
        drawClear: [function (u) {
          var top = u.valToPos(marks.hi, 'y', true);
          var bottom = u.valToPos(marks.lo, 'y', true);
          u.ctx.save();
          u.ctx.fillStyle = 'rgba(0,0,0,0.10)';
          u.ctx.fillRect(u.bbox.left, top, u.bbox.width, Math.max(1, bottom - top));
          u.ctx.restore();
        }],
        draw: [function (u) {
          horizontal(u, marks.median, '#111', [], 1.5);
          horizontal(u, marks.min, '#666', [5, 4], 1);
        }]
      }
    }, columns, target);
  }

  /** Sample mode's tail on an axis of nines: p50, p90, p99, p99.9, max. */
  function tailPlot(parent, d) {
    var p = d.percentiles;
    var ys = p.values.map(function (v) { return v / d.divisor; });
    // The tail is the point: a max of 2,000 times the median would flatten p50 to p99.9.
    var log = ys[0] > 0 && ys[ys.length - 1] > 4 * ys[0];
    var target = plotBox(parent, 'Latency percentiles (' + d.unit + (log ? ', log axis' : '')
      + ')', 'percentiles');
    var color = PALETTE[0];
    return new uPlot({
      width: plotWidth(parent), height: 230,
      scales: { x: { time: false, range: [0, 4.3] }, y: log ? { distr: 3 } : {} },
      axes: [{
        label: 'percentile',
        splits: function () { return p.nines; },
        values: function (u, splits) {
          return splits.map(function (v) { return p.labels[p.nines.indexOf(v)] || ''; });
        }
      }, { label: d.unit, size: 70 }],
      series: [{ label: 'percentile' }, { label: d.unit, stroke: color, width: 1.5,
        points: points(color) }]
    }, [p.nines, ys], target);
  }

  /** Cost per element: the fastest time at each size and the fitted law, log–log. */
  function scalingPlot(parent, sc) {
    var color = PALETTE[0];
    var target = plotBox(parent, sc.name + ': time per call at each size (ns, log\u2013log)'
      + (sc.fit ? ' and the fitted ' + sc.complexity + ' (dashed)' : ''), 'scaling');
    var order = sc.sizes.map(function (v, i) { return i; })
      .sort(function (a, b) { return sc.sizes[a] - sc.sizes[b]; });
    var columns = [order.map(function (i) { return sc.sizes[i]; }),
      order.map(function (i) { return sc.times[i]; })];
    var series = [{ label: 'size' }, { label: 'fastest sample (ns)', stroke: color, paths: noLine,
      points: points(color) }];
    if (sc.fit) {
      columns.push(order.map(function (i) { return sc.fit[i]; }));
      series.push({ label: sc.complexity + ' fit', stroke: '#777', dash: [6, 4], width: 1,
        points: { show: false } });
    }
    return new uPlot({
      width: plotWidth(parent), height: 230,
      scales: { x: { time: false, distr: 3 }, y: { distr: 3 } },
      axes: [{ label: 'size' }, { label: 'ns per call', size: 70 }],
      series: series
    }, columns, target);
  }

  // ---- the Amdahl calculator -------------------------------------------------------------------

  var amdahl = {
    parts: [],
    target: 2,
    listeners: [],
    add: function (name, sharePct, speedup) {
      this.parts.push({ name: name, share: sharePct, k: speedup });
      this.changed();
    },
    changed: function () {
      this.listeners.forEach(function (f) { f(); });
    }
  };

  /** Overall speed-up, its limit and what the parts need for the target; null on bad input. */
  function amdahlFigures(parts, target) {
    var shares = 0;
    var gained = 0;
    for (var i = 0; i < parts.length; i++) {
      var a = parts[i].share / 100;
      var k = parts[i].k;
      if (!(a >= 0) || !(k > 0)) {
        return { problem: 'Each share must be 0 to 100 % and each speed-up above 0.' };
      }
      shares += a;
      gained += a / k;
    }
    if (shares > 1 + 1e-9) {
      return { problem: 'The shares add up to ' + (shares * 100).toFixed(1) + ' %: more than the'
        + ' whole.' };
    }
    var rest = 1 - shares;
    var needed = null;
    if (target > 0 && shares > 0) {
      var room = 1 / target - rest; // the time the parts may still take, as a share of the whole
      needed = room > 0 ? shares / room : Infinity;
    }
    return { overall: 1 / (rest + gained), limit: rest > 0 ? 1 / rest : Infinity,
      shares: shares, needed: needed };
  }

  function amdahlSection(parent) {
    var sec = add(parent, el('section', 'amdahl'));
    sec.id = 'amdahl';
    add(sec, el('h2', null, 'Amdahl\u2019s law: what speeding up a part can buy'));
    add(sec, el('p', 'muted', 'A part that takes a share a of the time, made k times faster,'
      + ' speeds the whole up S = 1 / ((1 \u2212 a) + a / k); even made free, no more than'
      + ' 1 / (1 \u2212 a). Several parts add their shares. Fix one thing, then profile again:'
      + ' the other shares grow.'));
    var table = add(sec, el('table', 'data'));
    var head = add(add(table, el('thead')), el('tr'));
    ['Part', 'Share of the time (%)', 'Speed-up of the part (\u00d7)', ''].forEach(function (h) {
      add(head, el('th', null, h));
    });
    var body = add(table, el('tbody'));
    var addButton = add(add(sec, el('p')), el('button', null, 'Add a part'));
    addButton.type = 'button';
    addButton.addEventListener('click', function () {
      amdahl.add('part ' + (amdahl.parts.length + 1), 10, 2);
    });
    var result = add(sec, el('div', 'result'));
    function output(label, id) {
      var box = add(result, el('div'));
      add(box, el('span', 'muted', label + ' '));
      var o = add(box, el('output'));
      o.id = id;
      return o;
    }
    var overall = output('Overall speed-up', 'amdahl-overall');
    var limit = output('Limit, the parts made free', 'amdahl-limit');
    var targetBox = add(result, el('div'));
    add(targetBox, el('span', 'muted', 'For a target of '));
    var target = add(targetBox, el('input'));
    target.type = 'number';
    target.step = 'any';
    target.min = '1';
    target.id = 'amdahl-target';
    target.value = String(amdahl.target);
    target.style.width = '70px';
    add(targetBox, el('span', 'muted', '\u00d7 the parts need '));
    var needed = add(targetBox, el('output'));
    needed.id = 'amdahl-needed';
    var problem = add(sec, el('p', 'problem'));
    problem.id = 'amdahl-problem';
    var plotHolder = add(sec, el('div', 'plots'));
    var plot = null;

    target.addEventListener('input', function () {
      amdahl.target = parseFloat(target.value);
      refresh();
    });

    function rows() {
      body.replaceChildren();
      amdahl.parts.forEach(function (p, i) {
        var tr = add(body, el('tr'));
        add(tr, el('td', 'mono', p.name));
        [['share', 'amdahl-share-'], ['k', 'amdahl-speedup-']].forEach(function (f) {
          var input = add(add(tr, el('td')), el('input'));
          input.type = 'number';
          input.step = 'any';
          input.min = '0';
          input.id = f[1] + i;
          input.value = String(p[f[0]]);
          input.addEventListener('input', function () {
            p[f[0]] = parseFloat(input.value);
            refresh();
          });
        });
        var remove = add(add(tr, el('td')), el('button', null, 'Remove'));
        remove.type = 'button';
        remove.addEventListener('click', function () {
          amdahl.parts.splice(i, 1);
          amdahl.changed();
        });
      });
    }

    function refresh() {
      var f = amdahlFigures(amdahl.parts, amdahl.target);
      problem.textContent = f.problem || '';
      overall.textContent = f.problem ? '-' : times(f.overall);
      limit.textContent = f.problem ? '-' : times(f.limit);
      needed.textContent = f.problem || f.needed == null ? '-' : isFinite(f.needed)
        ? times(f.needed) : 'impossible: the limit is ' + times(f.limit);
      drawCurve(f);
    }

    /** The whole's speed-up as the parts' speed-up grows, and the limit it tends to. */
    function drawCurve(f) {
      if (plot) {
        plot.destroy();
        plot = null;
      }
      plotHolder.replaceChildren();
      if (f.problem || !(f.shares > 0)) {
        return;
      }
      var ks = [];
      var ss = [];
      for (var i = 0; i <= 60; i++) {
        var k = Math.pow(10, i / 20); // 1 to 1000
        ks.push(k);
        var rest = 1 - f.shares;
        ss.push(1 / (rest + f.shares / k));
      }
      var lim = f.limit;
      var target = plotBox(plotHolder, 'Overall speed-up when the parts (' + (f.shares * 100)
        .toFixed(1) + ' % of the time) become k times faster; dashed: the limit '
        + times(lim), 'amdahl');
      var color = PALETTE[0];
      plot = new uPlot({
        width: plotWidth(plotHolder), height: 220,
        scales: { x: { time: false, distr: 3 }, y: { range: function (u, lo, hi) {
          return [1, Math.max(hi, isFinite(lim) ? lim : hi) * 1.05];
        } } },
        axes: [{ label: 'speed-up of the parts, k' }, { label: 'overall speed-up', size: 60 }],
        series: [{ label: 'k' }, { label: 'overall', stroke: color, width: 2,
          points: { show: false } }],
        hooks: { draw: [function (u) {
          if (isFinite(lim)) {
            horizontal(u, lim, '#666', [5, 4], 1);
          }
        }] }
      }, [ks, ss], target);
    }

    amdahl.listeners.push(function () {
      rows();
      refresh();
    });
    rows();
    refresh();
  }

  // ---- one benchmark's card ----------------------------------------------------------------------

  function warningBox(parent, w) {
    var box = add(parent, el('div', 'warning ' + (w.severity || '')));
    add(box, el('span', 'code', (w.severity || '').toUpperCase() + ' ' + w.code + ': '));
    add(box, el('span', null, w.message));
    if (w.fix) {
      add(add(box, el('div', 'fix')), document.createTextNode('Fix: ' + w.fix));
    }
    return box;
  }

  function fillCard(card, d) {
    card.replaceChildren();
    add(card, el('h3', null, d.id));
    var lines = add(card, el('div', 'lines'));
    add(lines, el('div', 'muted', d.name + '  \u00b7  ' + d.params + '  \u00b7  ' + d.mode));
    (d.lines || []).forEach(function (l) { add(lines, el('div', null, l)); });
    if (!d.ok) {
      add(card, el('p', 'failure', 'FAILED: ' + (d.error || 'no error recorded')));
    }
    (d.warnings || []).forEach(function (w) { warningBox(card, w); });
    var plots = add(card, el('div', 'plots'));
    if (d.strip) {
      stripPlot(plots, d);
    }
    if (d.percentiles) {
      tailPlot(plots, d);
    }
    if (d.ratio) {
      var box = add(plots, el('figure', 'plot'));
      box.style.margin = '0';
      box.setAttribute('data-plot', 'ratio');
      add(box, el('div', null, d.ratio.text));
      if (d.ratio.bar) {
        add(box, bar(d.ratio.bar, 320));
      }
      add(box, el('figcaption', 'caption', 'The ratio\u2019s interval on a log axis; dashed: 1,'
        + ' the baseline'));
    }
    if (d.forks && d.forks.rows.length) {
      add(card, el('div', 'muted', 'Forks'));
      add(card, dataTable(d.forks, { plain: true }));
    }
    if (d.profile) {
      profileBlock(card, d);
    }
  }

  function profileBlock(card, d) {
    var p = d.profile;
    add(card, el('h3', null, 'Profile (' + p.event + ')')).style.marginTop = '10px';
    add(card, el('pre', null, p.lines.join('\n')));
    if (p.top && p.top.length) {
      var t = add(card, el('table', 'data'));
      var head = add(add(t, el('thead')), el('tr'));
      ['Self', 'Total', 'Amdahl limit', 'Frame', ''].forEach(function (h) {
        add(head, el('th', null, h));
      });
      var body = add(t, el('tbody'));
      p.top.forEach(function (f) {
        var tr = add(body, el('tr'));
        add(tr, el('td', 'num', (f.selfShare * 100).toFixed(1) + ' %'));
        add(tr, el('td', 'num', (f.totalShare * 100).toFixed(1) + ' %'));
        add(tr, el('td', 'num', f.amdahlLimit == null ? '\u221e' : times(f.amdahlLimit)));
        add(tr, el('td', 'mono', f.frame));
        var b = add(add(tr, el('td')), el('button', null, 'To the calculator'));
        b.type = 'button';
        b.addEventListener('click', function () {
          amdahl.add(f.frame, +(f.selfShare * 100).toFixed(1), 2);
          document.getElementById('amdahl').scrollIntoView();
        });
      });
    }
    if (p.flamegraph) {
      var frame = add(card, el('iframe', 'flamegraph'));
      // async-profiler's own page (zoom, search), drawn from the stacks with its title and
      // frame names escaped (FlameGraphs). Not sandboxed: a sandboxed frame gets a process of
      // its own in Chromium, and its script ran before it had a width, drawing nothing.
      frame.title = 'Flame graph of ' + d.id;
      frame.addEventListener('load', function () {
        frame.contentWindow.scrollTo(0, frame.contentDocument.body.scrollHeight); // the root
      });
      frame.srcdoc = p.flamegraph;
    } else if (p.flamegraphNote) {
      add(card, el('p', 'muted', p.flamegraphNote));
    }
  }

  function cardsSection(parent, run, runIndex) {
    var sec = add(parent, el('section'));
    add(sec, el('h2', null, 'Benchmarks one by one'));
    add(sec, el('p', 'muted', 'Each card draws when it comes into view. Click a row of the'
      + ' summary to go to its card.'));
    var list = add(sec, el('div', 'cards'));
    var cards = run.details.map(function (d, i) {
      var card = add(list, el('section', 'card'));
      card.id = 'bench-' + runIndex + '-' + i;
      card.setAttribute('data-drawn', 'false');
      add(card, el('h3', null, d.id));
      return card;
    });
    function draw(card) {
      if (card.getAttribute('data-drawn') === 'false') {
        var i = +card.id.substring(card.id.lastIndexOf('-') + 1);
        fillCard(card, run.details[i]);
        card.setAttribute('data-drawn', 'true');
      }
    }
    if ('IntersectionObserver' in window) {
      var seen = new IntersectionObserver(function (entries) {
        entries.forEach(function (e) {
          if (e.isIntersecting) {
            seen.unobserve(e.target);
            draw(e.target);
          }
        });
      }, { rootMargin: '300px 0px' });
      cards.forEach(function (c) { seen.observe(c); });
    } else {
      cards.forEach(draw);
    }
    return function show(i) {
      var card = cards[i];
      draw(card);
      cards.forEach(function (c) { c.classList.remove('target'); });
      card.classList.add('target');
      card.scrollIntoView({ block: 'start' });
    };
  }

  // ---- one run ---------------------------------------------------------------------------------

  // The answer first: failures, the summary with a count of warnings per code, then the
  // warnings (folded, one line per code), the environment (Vernier's own fork flags folded apart
  // from the user's), the cost per element and the cards.
  function runSection(parent, run, runIndex) {
    var sec = add(parent, el('section', 'run'));
    run.failures.forEach(function (f) { add(sec, el('p', 'failure', 'FAILED ' + f)); });
    add(sec, el('h2', null, 'Summary'));
    var counts = run.environmentWarnings.map(function (w) { return w.code; })
      .concat(run.warnings.map(function (g) {
        return g.code + (g.entries.length > 1 ? ' \u00d7' + g.entries.length : '');
      }));
    var count = add(sec, el('p', 'warning-count', counts.length
      ? 'Warnings: ' + counts.join(', ') + ' (each one below the table)' : 'No warnings.'));
    count.id = 'warning-count-' + runIndex;
    add(sec, el('p', 'muted', 'Median is the figure; Error is the 99.9% interval of the median'
      + ' around it, drawn as a bar on an axis shared by the rows ranked together; Rank orders'
      + ' rows only where those intervals separate (\u2248 marks rows that cannot be told apart).'
      + ' Click a header to sort, a row to see its card.'));
    var showCard = null;
    add(sec, dataTable(run.summary, {
      id: 'summary-' + runIndex,
      placeholder: 'Filter benchmarks (name, parameter, any text)',
      onRow: function (i) { showCard(i); }
    }));
    if (run.environmentWarnings.length || run.warnings.length) {
      add(sec, el('h2', null, 'Warnings'));
      run.environmentWarnings.forEach(function (w) {
        withFix(add(folded(sec, w.severity, w.code, 'the environment'), el('div', null,
          w.message)), w.fix);
      });
      run.warnings.forEach(function (g) {
        var long = g.benchmarks.length > 160; // a large run: the names go inside too
        var body = folded(sec, g.severity, g.code, long ? g.entries.length + ' messages'
          : g.benchmarks);
        if (long) {
          add(body, el('div', 'muted', g.benchmarks));
        }
        var list = add(body, el('ul'));
        g.entries.forEach(function (e) { withFix(add(list, el('li', null, e.message)), e.fix); });
      });
    }
    add(sec, el('h2', null, 'Environment'));
    add(sec, el('pre', null, run.header.join('\n')));
    var all = add(sec, el('details', 'facts'));
    add(all, el('summary', null, 'Every fact recorded'));
    var dl = add(all, el('dl', 'facts'));
    run.environment.forEach(function (f) {
      add(dl, el('dt', null, f.label));
      add(dl, el('dd', null, f.value));
    });
    if (run.scaling.length) {
      add(sec, el('h2', null, 'Cost per element'));
      var plots = add(sec, el('div', 'plots'));
      run.scaling.forEach(function (sc) {
        var box = add(plots, el('div'));
        add(box, el('div', 'mono', sc.header.map(function (h, i) {
          return h + ': ' + sc.cells[i];
        }).join('   ')));
        scalingPlot(box, sc);
      });
    }
    showCard = cardsSection(sec, run, runIndex);
  }

  // A warning's message, its fix (if any) under it.
  function withFix(message, fix) {
    if (fix) {
      add(message, el('div', 'fix', 'Fix: ' + fix));
    }
    return message;
  }

  // One warning code, closed: a line naming the code and whom it concerns; its detail inside.
  function folded(parent, severity, code, about) {
    var box = add(parent, el('details', 'warning ' + (severity || '')));
    var line = add(box, el('summary'));
    add(line, el('span', 'code', (severity || '').toUpperCase() + ' ' + code + ': '));
    add(line, el('span', null, about));
    return box;
  }

  // ---- the page --------------------------------------------------------------------------------

  function comparisonSection(parent, c) {
    var sec = add(parent, el('section'));
    add(sec, el('h2', null, 'Comparison: new against base'));
    c.header.forEach(function (l) { add(sec, el('p', 'muted', l)); });
    add(sec, el('p', 'muted', 'Each change is drawn with its interval around 0; the shaded band'
      + ' is the margin within which a change counts as the same.'));
    add(sec, dataTable(c.table, { id: 'comparison', placeholder: 'Filter benchmarks or verdicts' }));
    c.footer.forEach(function (l) { add(sec, el('p', null, l)); });
  }

  function page() {
    var app = document.getElementById('app');
    app.replaceChildren();
    add(app, el('h1', null, data.title));
    add(app, el('p', 'generator', data.generator));
    if (data.comparison) {
      comparisonSection(app, data.comparison);
    }
    if (data.sideBySide) {
      var sec = add(app, el('section'));
      add(sec, el('h2', null, 'Runs side by side'));
      add(sec, el('p', 'muted', 'Each run\u2019s median and the interval of its median, on an axis'
        + ' shared across the row.'));
      add(sec, dataTable(data.sideBySide, { id: 'side-by-side' }));
    }
    var holder = add(app, el('div'));
    if (data.runs.length > 1) {
      var pick = add(app, el('p'));
      app.insertBefore(pick, holder);
      add(pick, el('label', null, 'Run shown below: ')).htmlFor = 'run-select';
      var select = add(pick, el('select'));
      select.id = 'run-select';
      data.runs.forEach(function (r, i) {
        var o = add(select, el('option', null, r.label));
        o.value = String(i);
      });
      select.addEventListener('change', function () { showRun(+select.value); });
    }
    function showRun(i) {
      holder.replaceChildren();
      runSection(holder, data.runs[i], i);
    }
    if (data.runs.length) {
      showRun(0);
    }
    amdahl.parts = [];
    data.runs.some(function (r) {
      return r.details.some(function (d) {
        var f = d.profile && d.profile.top && d.profile.top[0];
        if (f) {
          amdahl.parts.push({ name: f.frame, share: +(f.selfShare * 100).toFixed(1), k: 2 });
        }
        return !!f;
      });
    });
    if (!amdahl.parts.length) {
      amdahl.parts.push({ name: 'part 1', share: 40, k: 2 }); // the lesson's example
    }
    amdahlSection(app);
    document.documentElement.setAttribute('data-ready-ms', String(Math.round(performance.now())));
    document.documentElement.setAttribute('data-ready', 'true');
  }

  page();
}());
