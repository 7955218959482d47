use super::*;
use crate::error::{expect_err, ErrorCode};

const ALL_TOOLS: [WingTool; 3] = [FULL_TOOL, CORNER_TOOL, MINI_TOOL];

fn close(p: Pose, x: f64, y: f64, h: f64) {
    assert!((p.x - x).abs() < 1e-9 && (p.y - y).abs() < 1e-9 && (p.heading - h).abs() < 1e-9, "{p:?} != ({x}, {y}, {h})");
}

#[test]
fn each_position_of_each_tool_facing_up() {
    // Small bases (half-length h = 20), spacing 60, depth 20, leader at (500, 400)
    // heading 0: forward = (0, −1), right = (1, 0).
    // Front row: rear guides on the tool's front edge at −h = −20, so the centre is at
    //   −20 + 20 = 0 forward; back row: front guides on the rear edge −20 − 20 = −40, so
    //   the centre is at −40 − 20 = −60 forward, i.e. y = 400 + 60 = 460.
    // Columns: −60 / 0 / +60 across, i.e. x = 440 / 500 / 560.
    let leader = Pose::new(500.0, 400.0, 0.0);
    for tool in ALL_TOOLS {
        let at = |p| tool.pose(&leader, Base::Small, Base::Small, p);
        close(at(WingPosition::LeftFlank), 440.0, 400.0, 0.0);
        close(at(WingPosition::RightFlank), 560.0, 400.0, 0.0);
        close(at(WingPosition::RearSupport), 500.0, 460.0, 0.0);
        close(at(WingPosition::LeftSupport), 440.0, 460.0, 0.0);
        close(at(WingPosition::RightSupport), 560.0, 460.0, 0.0);
    }
}

#[test]
fn each_position_of_each_tool_facing_right_and_diagonally() {
    // Heading 90: forward = (1, 0), right = (0, 1); an offset (a, b) lands at
    // (x + b, y + a). Left flank (−60, 0) → (500, 340); rear support (0, −60) →
    // (440, 400); right support (60, −60) → (440, 460).
    let leader = Pose::new(500.0, 400.0, 90.0);
    for tool in ALL_TOOLS {
        let at = |p| tool.pose(&leader, Base::Small, Base::Small, p);
        close(at(WingPosition::LeftFlank), 500.0, 340.0, 90.0);
        close(at(WingPosition::RightFlank), 500.0, 460.0, 90.0);
        close(at(WingPosition::RearSupport), 440.0, 400.0, 90.0);
        close(at(WingPosition::LeftSupport), 440.0, 340.0, 90.0);
        close(at(WingPosition::RightSupport), 440.0, 460.0, 90.0);
    }
    // Heading 45: right = (√½, √½), forward = (√½, −√½). Left support (−60, −60):
    // −60·right − 60·forward = −60·(√2, 0) = (−84.8528, 0) → (415.1472, 400).
    let diag = Pose::new(500.0, 400.0, 45.0);
    let p = FULL_TOOL.pose(&diag, Base::Small, Base::Small, WingPosition::LeftSupport);
    close(p, 500.0 - 60.0 * 2f64.sqrt(), 400.0, 45.0);
}

#[test]
fn a_callers_tool_lengths_move_the_positions() {
    // Spacing 70, depth 30: rear support at −20 − 30 − 20 = −70 forward; left flank −70 across.
    let tool = WingTool { kind: ToolKind::Full, spacing: 70.0, depth: 30.0 };
    let leader = Pose::new(0.0, 0.0, 0.0);
    close(tool.pose(&leader, Base::Small, Base::Small, WingPosition::RearSupport), 0.0, 70.0, 0.0);
    close(tool.pose(&leader, Base::Small, Base::Small, WingPosition::LeftFlank), -70.0, 0.0, 0.0);
    // A larger wingmate still has its rear guides on the tool's front edge: a medium base
    // (h = 30) beside a small leader sits at −20 + 30 = 10 forward.
    assert_eq!(FULL_TOOL.offset(Base::Small, Base::Medium, WingPosition::RightFlank), (60.0, 10.0));
}

/// A caller's lengths, checked while read: refused at their key (`spacing`, `depth`).
#[test]
fn bad_tool_lengths_name_their_field() {
    for s in [39.0, f64::NAN, 301.0] {
        assert_eq!(expect_err(spacing_of(Finite(s))).code, ErrorCode::InvalidInput);
    }
    for d in [-1.0, f64::INFINITY, 301.0] {
        assert_eq!(expect_err(depth_of(Finite(d))).code, ErrorCode::InvalidInput);
    }
    assert!(spacing_of(Finite(40.0)).is_ok() && depth_of(Finite(0.0)).is_ok());
    let read = |t: &str| WingTool::from_wire(&crate::wire::parse_json(t).unwrap()).map_err(|e| e.field.clone());
    assert_eq!(read(r#"{"kind": "mini", "spacing": 39, "depth": 20}"#), Err("spacing".to_string()));
    assert_eq!(read(r#"{"spacing": 60, "depth": -1}"#), Err("depth".to_string()));
    assert_eq!(
        read(r#"{"kind": "corner", "spacing": 40, "depth": 0}"#).unwrap(),
        WingTool { kind: ToolKind::Corner, spacing: 40.0, depth: 0.0 }
    );
}

#[test]
fn outlines_lie_between_the_rows() {
    // Full tool at heading 0 behind a leader at (500, 400): centre 20 + 10 = 30 behind,
    // 180 wide, 20 deep → x 410..590, y 420..440 (the leader's rear edge is y 420, the
    // rear support's front edge 460 − 20 = 440).
    let leader = Pose::new(500.0, 400.0, 0.0);
    let mates = [(Base::Small, WingPosition::RightFlank), (Base::Small, WingPosition::RightSupport)];
    let full = FULL_TOOL.outlines(&leader, Base::Small, &mates);
    let (lo, hi) = full[0].bounds();
    assert!((lo.x - 410.0).abs() < 1e-9 && (hi.x - 590.0).abs() < 1e-9 && (lo.y - 420.0).abs() < 1e-9 && (hi.y - 440.0).abs() < 1e-9);
    // Corner tool, right side only: centre +30 across, 120 wide → x 470..590.
    let corner = CORNER_TOOL.outlines(&leader, Base::Small, &mates);
    assert_eq!(corner.len(), 1);
    let (lo, hi) = corner[0].bounds();
    assert!((lo.x - 470.0).abs() < 1e-9 && (hi.x - 590.0).abs() < 1e-9);
    // Mini tool: one strip per wingmate. The right flank's strip fills the 20-mm gap
    // between the sides: x 520..540, y 380..420.
    let mini = MINI_TOOL.outlines(&leader, Base::Small, &mates);
    assert_eq!(mini.len(), 2);
    let (lo, hi) = mini[0].bounds();
    assert!((lo.x - 520.0).abs() < 1e-9 && (hi.x - 540.0).abs() < 1e-9 && (lo.y - 380.0).abs() < 1e-9 && (hi.y - 420.0).abs() < 1e-9);
}
