//! Club nights (issue 26): creating a night, seating its next round, reading it with its
//! standings.

use super::carry;
use crate::error::AppError;
use crate::state::AppState;
use serde_json::Value;
use tauri::ipc::Request;
use tauri::State;

#[tauri::command]
pub fn night_new(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_new", request)
}

#[tauri::command]
pub fn night_seat(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_seat", request)
}

#[tauri::command]
pub fn night_show(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_show", request)
}

#[tauri::command]
pub fn nights_list(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "nights_list", request)
}

#[tauri::command]
pub fn night_board(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_board", request)
}

#[tauri::command]
pub fn night_phone(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_phone", request)
}

#[tauri::command]
pub fn night_check_in(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_check_in", request)
}

#[tauri::command]
pub fn night_confirm(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_confirm", request)
}

#[tauri::command]
pub fn night_refuse(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_refuse", request)
}

#[tauri::command]
pub fn night_correct(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_correct", request)
}

#[tauri::command]
pub fn night_close_round(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "night_close_round", request)
}

#[tauri::command]
pub fn night_finalise(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_finalise", request)
}

#[tauri::command]
pub fn night_arrive(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_arrive", request)
}

#[tauri::command]
pub fn night_leave(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_leave", request)
}

#[tauri::command]
pub fn ratings_list(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "ratings_list", request)
}

#[tauri::command]
pub fn players_rate(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "players_rate", request)
}

#[tauri::command]
pub fn night_export(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "night_export", request)
}

#[tauri::command]
pub fn night_export_file(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "night_export_file", request)
}

#[tauri::command]
pub fn series_new(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "series_new", request)
}

#[tauri::command]
pub fn series_add(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "series_add", request)
}

#[tauri::command]
pub fn series_show(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "series_show", request)
}

#[tauri::command]
pub fn series_list(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "series_list", request)
}

#[tauri::command]
pub fn series_export(state: State<'_, AppState>, request: Request<'_>) -> Result<Value, AppError> {
    carry(&state, "series_export", request)
}

#[tauri::command]
pub fn series_export_file(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<Value, AppError> {
    carry(&state, "series_export_file", request)
}
